/// Declares a preview of a view (Apple: `#Preview`), named or not, with the view `body` builds.
///
/// ```swift
/// #Preview("Row") {
///     WorkoutRow(workout: .sample)
/// }
/// ```
/// The headless layer's plugin expands it as Xcode does: a `PreviewRegistry` type with the
/// file, line and column of the macro, whose `makePreview()` returns the `Preview`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits (Apple: `#Preview(_:traits:_:body:)`).
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     GlowBadge(title: "Level 12")
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body as state of the preview (Apple: `@Previewable`): the
/// macro moves it, with its property wrapper, into a view that wraps the body.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Reminders", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewableMacro")

/// The marker type of `@Previewable` (Apple: `_Previewable`).
public struct _Previewable {
    /// The marker.
    public init() {}
}
