import SwiftUI

/// A selectable option's title, with a checkmark before it when it is selected and Differentiate
/// Without Color is on, so the selection never rests on a fill color alone (decision D151).
@MainActor
struct SelectionMark: View {
    let isSelected: Bool
    let title: Text

    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        HStack(spacing: 4) {
            if isSelected && differentiateWithoutColor {
                Image(systemName: "checkmark").imageScale(.small).accessibilityHidden(true)
            }
            title
        }
    }
}
