import Foundation

/// Whether the view is presented, and a way to dismiss it, as iOS 13 code reads it (Apple:
/// `PresentationMode`, deprecated for `EnvironmentValues.isPresented` and `dismiss`).
///
/// ```swift
/// @Environment(\.presentationMode) private var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
    let dismissAction: DismissAction
    /// Whether the view is presented: in a sheet, a cover or a pushed destination.
    public let isPresented: Bool

    /// Dismisses the presentation this view is in, as `dismiss()` does.
    public mutating func dismiss() {
        let action = dismissAction
        MainActor.assumeIsolated { action() }
    }
}

extension EnvironmentValues {
    /// The presentation this view is in, as a binding whose setter does nothing (Apple:
    /// `EnvironmentValues.presentationMode`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}
