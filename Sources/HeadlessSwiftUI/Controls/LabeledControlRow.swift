/// A control with its label leading and the control trailing, as iOS lays out a stepper or a
/// compact date picker in a row; the label is left out under `labelsHidden()`.
@MainActor
struct LabeledControlRow<Label: View, Control: View>: View {
    let labelsHidden: Bool
    let label: Label
    let control: Control

    var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            control
        }
    }
}
