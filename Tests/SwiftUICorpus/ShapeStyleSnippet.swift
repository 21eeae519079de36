import SwiftUI

/// A custom shape style that resolves to a color by the color scheme where it is drawn
/// (`ShapeStyle.resolve(in:)`, iOS 17).
public struct SchemeAccent: ShapeStyle {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark
            ? Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1) : Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
    }
}

/// A square filled with the custom style.
@MainActor
public struct SchemeAccentSquare: View {
    public init() {}

    public var body: some View {
        Rectangle().fill(SchemeAccent()).frame(width: 20, height: 20)
    }
}
