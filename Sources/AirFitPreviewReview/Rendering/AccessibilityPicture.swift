import HeadlessRuntime
import HeadlessSwiftUI

/// A preview's accessibility picture, as AccessibilitySnapshot draws one on iOS: the picture with
/// each element VoiceOver stops on boxed in a color and numbered in reading order, and beside it
/// the list of the same numbers with each element's label, value, traits, hint and actions.
///
/// ```swift
/// AccessibilityPicture(picture: image, size: CGSize(width: 393, height: 852), elements: outlined)
/// ```
@MainActor
struct AccessibilityPicture: View {
    /// One numbered element.
    struct Entry: Identifiable {
        let id: Int
        let element: AccessibilityElement
        let frame: CGRect?
    }

    /// The preview's picture, drawn at `size` points.
    let picture: Image
    let size: CGSize
    let entries: [Entry]

    /// The width of the list beside the picture.
    static let listWidth: CGFloat = 320

    /// The boxes' colors, in turn: distinct in hue and dark enough for white numbers (WCAG 4.5:1).
    static let colors = [
        Color(red: 0.78, green: 0.12, blue: 0.16), Color(red: 0.0, green: 0.38, blue: 0.78), Color(red: 0.1, green: 0.46, blue: 0.2),
        Color(red: 0.6, green: 0.22, blue: 0.7), Color(red: 0.72, green: 0.33, blue: 0.0), Color(red: 0.0, green: 0.45, blue: 0.5),
    ]

    init(picture: Image, size: CGSize, elements: [(element: AccessibilityElement, frame: CGRect?)]) {
        self.picture = picture
        self.size = size
        entries = elements.enumerated().map { Entry(id: $0.offset + 1, element: $0.element.element, frame: $0.element.frame) }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            ZStack(alignment: .topLeading) {
                picture.resizable().frame(width: size.width, height: size.height)
                ForEach(entries) { entry in
                    if let frame = entry.frame {
                        Rectangle()
                            .strokeBorder(color(entry.id), lineWidth: 2)
                            .frame(width: max(frame.width, 4), height: max(frame.height, 4))
                            .overlay(alignment: .topLeading) { badge(entry.id) }
                            .offset(x: frame.minX, y: frame.minY)
                    }
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipped()
            .overlay { Rectangle().strokeBorder(Color(white: 0.75), lineWidth: 1) }
            VStack(alignment: .leading, spacing: 12) {
                Text("VoiceOver reads \(entries.count) elements").font(.headline)
                ForEach(entries) { entry in
                    HStack(alignment: .top, spacing: 8) {
                        badge(entry.id)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(entry.element.label.isEmpty ? "(no label)" : entry.element.label)
                                .font(.subheadline.weight(.semibold))
                                .fixedSize(horizontal: false, vertical: true)
                            ForEach(details(entry.element), id: \.self) { line in
                                Text(line).font(.caption).foregroundStyle(.secondary).fixedSize(horizontal: false, vertical: true)
                            }
                        }
                    }
                }
            }
            .frame(width: Self.listWidth, alignment: .leading)
        }
        .padding(16)
        .background(Color.white)
        .environment(\.colorScheme, .light)
    }

    /// The element's number on its color.
    func badge(_ number: Int) -> some View {
        Text("\(number)")
            .font(.caption2.weight(.bold))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 4)
            .padding(.vertical, 1)
            .background(color(number))
    }

    func color(_ number: Int) -> Color {
        Self.colors[(number - 1) % Self.colors.count]
    }

    /// What VoiceOver reads besides the label: value, traits, position, hint, actions (the lines
    /// wrap in the list's width rather than truncate).
    func details(_ element: AccessibilityElement) -> [String] {
        var lines: [String] = []
        if let value = element.value, !value.isEmpty { lines.append("Value: \(value)") }
        if !element.traits.isEmpty { lines.append("Traits: \(element.traits.joined(separator: ", "))") }
        if let position = element.position { lines.append("Position: \(position)") }
        // An empty hint is not read.
        if let hint = element.hint, !hint.isEmpty { lines.append("Hint: \(hint)") }
        if !element.actions.isEmpty { lines.append("Actions: \(element.actions.joined(separator: ", "))") }
        return lines
    }
}
