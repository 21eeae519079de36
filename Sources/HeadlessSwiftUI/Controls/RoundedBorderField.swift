/// A text field's node inside the rounded rectangle of `.roundedBorder`: UIKit's `roundedRect`
/// border style, the field's text inset 7 pt from the sides and the box 34 pt tall at the body
/// size, filled with the system background and outlined by a hairline of the third system gray
/// (the values are UIKit's Interface Builder defaults, not yet measured against an iOS 18
/// reference: docs/fidelity.md).
@MainActor
struct RoundedBorderField: View {
    let field: ViewNode
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        ResolvedNodes(nodes: [field])
            .padding(.horizontal, RoundedBorderField.horizontalInset)
            .padding(.vertical, RoundedBorderField.verticalInset)
            .background {
                RoundedRectangle(cornerRadius: RoundedBorderField.cornerRadius, style: .continuous)
                    .fill(Color(uiColor: .systemBackground))
                RoundedRectangle(cornerRadius: RoundedBorderField.cornerRadius, style: .continuous)
                    .strokeBorder(Color(uiColor: .systemGray4), lineWidth: 1 / displayScale)
            }
    }

    /// The side inset of the text inside the border.
    static let horizontalInset: CGFloat = 7
    /// The space above and below the text line: (34 − 22) / 2 at the body size.
    static let verticalInset: CGFloat = 6
    /// The border's corner radius.
    static let cornerRadius: CGFloat = 5
}
