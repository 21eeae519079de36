import SwiftUI

/// Custom environment values declared with `@Entry`, as iOS 18 apps declare them.
extension EnvironmentValues {
    /// How many points a card is lifted.
    @Entry public var cardElevation: Double = 2
    /// A badge shown beside titles, none by default.
    @Entry public var titleBadge: String?
    /// A default built from an expression, evaluated when read.
    @Entry public var greeting: String = ["Hello", "there"].joined(separator: ", ")
}

/// Reads the `@Entry` values, and sets them for part of the tree.
@MainActor
public struct EntrySnippet: View {
    public init() {}

    public var body: some View {
        VStack {
            EntryReader()
            EntryReader()
                .environment(\.cardElevation, 6)
                .environment(\.titleBadge, "New")
        }
    }
}

@MainActor
struct EntryReader: View {
    @Environment(\.cardElevation) private var elevation
    @Environment(\.titleBadge) private var badge
    @Environment(\.greeting) private var greeting

    var body: some View {
        Text("\(greeting): \(Int(elevation)) pt, \(badge ?? "no badge")")
    }
}
