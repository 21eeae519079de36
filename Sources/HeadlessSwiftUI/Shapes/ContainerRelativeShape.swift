/// The shape of the container a view sits in, inset to the view (Apple: `ContainerRelativeShape`):
/// "If no container shape was defined, is replaced by a rectangle". An app's own screens define
/// none (widgets and `containerShape(_:)` do), so here it is a rectangle filling its frame; a shape
/// set with `containerShape(_:)` is not applied yet (docs/swiftui-subset.md).
///
/// ```swift
/// Image("cover").resizable().clipShape(ContainerRelativeShape())
/// ```
public struct ContainerRelativeShape: Shape, Sendable {
    /// The container's shape.
    nonisolated public init() {}

    /// A rectangle filling `rect`, as iOS draws it outside a defined container shape.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (Apple: `Shape.containerRelative`).
    nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the shape `ContainerRelativeShape`s inside take (Apple: `containerShape(_:)`). Accepted:
    /// the shapes inside draw as rectangles here (docs/swiftui-subset.md).
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
