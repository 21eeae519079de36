import SwiftUI

/// A custom `ViewModifier` with its own state, and the built-in layout and style modifiers.
@MainActor
public struct CardStyle: ViewModifier {
    @State private var appeared = false
    let title: String

    public init(title: String) {
        self.title = title
    }

    public func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.system(size: 17, weight: .semibold, design: .rounded))
            content
        }
        .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        .background { Color.white.opacity(0.3) }
        .overlay(alignment: .topTrailing) { Image(systemName: "chevron.right") }
        .opacity(appeared ? 1 : 0.99)
        .onAppear { appeared = true }
    }
}

@MainActor
public struct ModifierSnippet: View {
    let id: Int

    public init(id: Int) {
        self.id = id
    }

    public var body: some View {
        Text("1,920 kcal")
            .foregroundStyle(Color.primary)
            .frame(width: 200, height: 44, alignment: .leading)
            .padding(.horizontal, 20)
            .modifier(CardStyle(title: "Nutrition"))
            .accessibilityElement(children: .combine)
            .id(id)
    }
}

/// Views built away from the main actor: initializers and modifiers are nonisolated.
public func makeSummaryRow(title: String, value: Int) -> some View {
    HStack {
        Text(title)
        Spacer(minLength: 8)
        Text(verbatim: "\(value)").font(.body.monospacedDigit())
    }
    .padding(.vertical, 4)
}

/// A locked badge drawn in grey and dimmed: the renderer effects `grayscale`, `brightness`,
/// `saturation`, `contrast` and `hueRotation`.
public func makeLockedBadge(isLocked: Bool) -> some View {
    Image(systemName: "star.fill")
        .foregroundStyle(Color.blue)
        .grayscale(isLocked ? 1 : 0)
        .brightness(isLocked ? -0.2 : 0)
        .saturation(isLocked ? 0.5 : 1)
        .contrast(isLocked ? 0.8 : 1)
        .hueRotation(.degrees(isLocked ? 30 : 0))
}

/// A night-mode glyph: its colors inverted.
public func makeNightGlyph() -> some View {
    Image(systemName: "moon.fill").colorInvert()
}
