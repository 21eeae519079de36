/// A type that lists previews of a view (Apple: `PreviewProvider`); the catalog walks them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
