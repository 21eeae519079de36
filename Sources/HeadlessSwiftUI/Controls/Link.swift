import Foundation

/// A control that opens a URL (Apple: `Link`): its label in the tint, read as a link. Headless,
/// a tap opens nothing.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View> {
    let label: Label
    let destination: URL

    /// A link to `destination` drawn as `label`.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { bodyError() }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            Button {
            } label: {
                label
            }.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink), component: "link")
    }
}
