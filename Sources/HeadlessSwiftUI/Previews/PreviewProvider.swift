/// A type that lists previews of a view (Apple: `PreviewProvider`); the catalog walks them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
