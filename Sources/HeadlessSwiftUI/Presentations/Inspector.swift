extension View {
    /// Shows `content` in an inspector while `isPresented` is true (Apple: `inspector(isPresented:content:)`,
    /// iOS 17). In a compact width, every iPhone here, the inspector is presented as a sheet, as
    /// Apple documents: drawn as `sheet(isPresented:)` draws it.
    ///
    /// ```swift
    /// Editor(document).inspector(isPresented: $showsInspector) { InspectorView(document) }
    /// ```
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, kind: .sheet, onDismiss: nil, destination: content()))
    }

    /// The width of the inspector's column in a regular width (Apple: `inspectorColumnWidth(min:ideal:max:)`);
    /// a sheet on iPhone spans the screen, so nothing changes.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The fixed width of the inspector's column in a regular width (Apple: `inspectorColumnWidth(_:)`).
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
