import AirFitUI
import SwiftUI

/// A label and its value: side by side, the value trailing, up to xLarge; stacked, the value under
/// its label, from xxLarge up, where side by side breaks words on a phone ("Overhead press" beside
/// "3 × 8 · 45 kg" already does at xxLarge; the HIG's advice for large text sizes; decision D150).
@MainActor
struct LabeledValueRow<Label: View, Value: View>: View {
    @ViewBuilder let label: Label
    @ViewBuilder let value: Value

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize >= .xxLarge {
            VStack(alignment: .leading, spacing: 4) {
                label
                value
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            // The value (a number, a setting) keeps its line; a long label wraps between its words.
            HStack(alignment: .firstTextBaseline) {
                label
                Spacer(minLength: 12)
                value.multilineTextAlignment(.trailing).layoutPriority(1)
            }
        }
    }
}
