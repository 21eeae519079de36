import SwiftUI

/// The button core every family shares (`FlareButton`, `ModernButton`, `ActionChip`, tappable
/// `ModernCard`s): a `Button` in a style that plays its haptic once per completed tap, triggered by
/// a tap count, never by a fresh value per render.
@MainActor
struct FeedbackButton<Label: View, Style: ButtonStyle>: View {
    let feedback: SensoryFeedback?
    let style: Style
    let action: @MainActor () -> Void
    let label: Label

    @State private var taps = 0

    init(feedback: SensoryFeedback?, style: Style, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.feedback = feedback
        self.style = style
        self.action = action
        self.label = label()
    }

    var body: some View {
        let button = Button {
            taps += 1
            action()
        } label: {
            label
        }
        .buttonStyle(style)
        if let feedback {
            button.sensoryFeedback(feedback, trigger: taps)
        } else {
            button
        }
    }
}
