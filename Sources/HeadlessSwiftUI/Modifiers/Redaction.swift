/// Why a view's content is hidden behind placeholders (Apple: `RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content not loaded yet, shown as placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content, hidden where `privacySensitive()` marks it.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content whose data is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why content below is redacted; empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Draws the text inside as placeholders for `reason` (Apple: `redacted(reason:)`): with
    /// `.placeholder`, each text becomes a rounded bar the size of its lines in the tertiary
    /// style, as iOS draws loading content (its bar color and radius are not measured yet:
    /// docs/fidelity.md).
    ///
    /// ```swift
    /// WorkoutRow(.sample).redacted(reason: isLoading ? .placeholder : [])
    /// ```
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws the content inside as it is, inside a redacted view (Apple: `unredacted()`).
    nonisolated public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

/// A text drawn as a placeholder bar: the text laid out but not drawn, a rounded bar over it.
@MainActor
struct RedactedText: View {
    let text: ViewNode

    var body: some View {
        ResolvedNodes(nodes: [text])
            .opacity(0)
            .overlay {
                RoundedRectangle(cornerRadius: RedactedText.cornerRadius, style: .continuous).fill(.tertiary)
            }
    }

    /// The bar's corner radius.
    static let cornerRadius: CGFloat = 4
}
