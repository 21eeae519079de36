/// A path is a shape that draws itself, unscaled, wherever it is placed (Apple: `Path`
/// conforms to `Shape`): `Path { ... }.stroke(.orange, lineWidth: 2)` is a view.
extension Path: Shape {
    /// The path itself, whatever the frame.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
