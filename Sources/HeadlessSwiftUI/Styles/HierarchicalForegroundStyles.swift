import Foundation

private struct HierarchicalForegroundStylesKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

extension EnvironmentValues {
    /// The styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` gave the levels of the
    /// foreground below: `.primary`, `.secondary`, `.tertiary` in order; empty for the label colors.
    package var _hierarchicalForegroundStyles: [AnyShapeStyle] {
        get { self[HierarchicalForegroundStylesKey.self] }
        set { self[HierarchicalForegroundStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground for the views below (Apple:
    /// `foregroundStyle(_:_:)`): text and symbols draw in `primary`, and anything styled
    /// `.secondary` in `secondary`.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle").foregroundStyle(.secondary) }.foregroundStyle(.indigo, .gray)
    /// ```
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary).environment(\._hierarchicalForegroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary levels of the foreground for the views below
    /// (Apple: `foregroundStyle(_:_:_:)`).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary).environment(
            \._hierarchicalForegroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }
}
