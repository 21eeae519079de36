import SwiftUI

/// A custom environment key, its accessor and a view that reads it with built-in keys.
public struct AccentNameKey: EnvironmentKey {
    public static let defaultValue = "emerald"
}

extension EnvironmentValues {
    public var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

@MainActor
public struct EnvironmentSnippet: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accentName) private var accentName

    public init() {}

    public var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            Text(reduceMotion ? "still" : "moving")
            Text(typeSize.isAccessibilitySize ? "accessibility size" : "standard size")
            Text(accentName)
        }
    }
}

/// The same view with the environment overridden for part of the tree.
@MainActor
public struct EnvironmentOverrideSnippet: View {
    public init() {}

    public var body: some View {
        VStack {
            EnvironmentSnippet()
            EnvironmentSnippet()
                .environment(\.colorScheme, .dark)
                .environment(\.accentName, "gold")
        }
    }
}
