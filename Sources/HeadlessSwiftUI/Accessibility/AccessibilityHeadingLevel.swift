import Foundation

/// The level of a heading VoiceOver's headings rotor moves between (Apple:
/// `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading whose level is not given.
    case unspecified
    /// A level 1 heading, the highest.
    case h1
    /// A level 2 heading.
    case h2
    /// A level 3 heading.
    case h3
    /// A level 4 heading.
    case h4
    /// A level 5 heading.
    case h5
    /// A level 6 heading, the lowest.
    case h6
}

extension View {
    /// Marks this view as a heading of `level`: it reads with the header trait, as iOS reads a
    /// heading, and the rotor's headings include it.
    ///
    /// ```swift
    /// Text("Activity").font(.title2).accessibilityHeading(.h2)
    /// ```
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAddTraits(.isHeader)
    }

    /// The names Voice Control and Full Keyboard Access accept for this element, beside its label
    /// (Apple: `accessibilityInputLabels(_:)`). VoiceOver does not read them, so the accessibility
    /// tree here does not change.
    ///
    /// ```swift
    /// Button("Compose") {}.accessibilityInputLabels([Text("New message"), Text("Write")])
    /// ```
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attributes: AccessibilityAttributes()))
    }

    /// The input labels, as localized keys.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(attributes: AccessibilityAttributes()))
    }

    /// The input labels, as strings.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(attributes: AccessibilityAttributes()))
    }
}
