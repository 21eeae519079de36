extension Material {
    /// The material of system toolbars (Apple: `Material.bar`, UIKit's chrome material). Its
    /// numbers are not among the sourced material tokens: the layer draws it as `.regular` (D275).
    ///
    /// ```swift
    /// Text("Pinned").frame(maxWidth: .infinity).background(.bar)
    /// ```
    public static let bar = Material(thickness: 2)
}

extension ShapeStyle where Self == Material {
    /// The material of system toolbars, as a shape style.
    public static var bar: Material { .bar }
}
