import SwiftUI

/// A price row and a plan card as app code writes them with SwiftUI's everyday modifiers: the old
/// price struck through, a tappable "Terms" underlined, tracked small caps, spaced description
/// lines, a checkmark kept in place while hidden, a bordered tag, a badge placed by `position`,
/// the deprecated `accentColor` and `navigationBarHidden` that older views still use.
@MainActor
public struct PriceTagSnippet: View {
    let isChosen: Bool

    public init(isChosen: Bool = false) {
        self.isChosen = isChosen
    }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text("$49").strikethrough(color: .secondary).foregroundStyle(.secondary)
                    Text("$29").bold()
                    Image(systemName: "checkmark").opacity(isChosen ? 1 : 0)
                    Image(systemName: "checkmark.circle.fill").hidden()
                }
                Text("PRO PLAN").font(.caption).tracking(1.5)
                Text("Every workout, every plan, and the coach that writes them for you.")
                    .lineSpacing(4)
                Text("Terms of Service").underline().font(.footnote)
                    .transition(.push(from: .bottom))
                Text("Best value").font(.caption).padding(4).border(Color.orange, width: 1)
                ZStack {
                    RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2))
                    Text("NEW").font(.caption2).position(x: 24, y: 12)
                }
                .frame(height: 60)
                Button("Subscribe") {}.accentColor(.orange)
            }
            .padding()
            .navigationBarHidden(true)
        }
    }
}
