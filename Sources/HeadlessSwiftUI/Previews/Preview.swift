/// One preview of a view (Apple: DeveloperToolsSupport's `Preview`), as `#Preview` declares it:
/// a name, its traits and the view it shows.
///
/// ```swift
/// #Preview("Empty state", traits: .sizeThatFitsLayout) {
///     ContentUnavailableView("No workouts", systemImage: "figure.run")
/// }
/// ```
/// expands into a `PreviewRegistry` whose `makePreview()` returns
/// `Preview("Empty state", traits: .sizeThatFitsLayout) { ... }`; a review finds it at run time.
@MainActor
public struct Preview {
    /// The name `#Preview` was given, if any.
    package let name: String?
    /// Its traits, in the order written, groups flattened.
    package let traits: [PreviewTrait<ViewTraits>]
    /// Makes the view the preview shows.
    package let body: @MainActor () -> any View

    /// A preview named `name` with `traits`, showing the view `body` makes.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits.flatMap(\.flattened)
        self.body = body
    }
}

extension Preview {
    /// The kind of trait a view's preview takes (Apple: `Preview.ViewTraits`).
    public enum ViewTraits {}
}
