/// The accessibility modifiers' spellings from iOS 13 (Apple: deprecated, renamed to the
/// `accessibility…(_:)` modifiers), which apps written then still use. Each is the modifier its
/// deprecation renames it to.
///
/// ```swift
/// Image(systemName: "chevron.left")
///     .accessibility(label: Text("Go back"))
///     .accessibility(addTraits: .isButton)
/// ```
extension View {
    /// The label VoiceOver reads: `accessibilityLabel(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    /// The value VoiceOver reads after the label: `accessibilityValue(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// The hint VoiceOver reads after a pause: `accessibilityHint(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// Hides the view from VoiceOver: `accessibilityHidden(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// The names Voice Control and Full Keyboard Access know the view by:
    /// `accessibilityInputLabels(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels)
    }

    /// The identifier UI tests find the view by: `accessibilityIdentifier(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }

    /// Where VoiceOver reads the view among its siblings: `accessibilitySortPriority(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }

    /// Traits VoiceOver adds to the view's: `accessibilityAddTraits(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    /// Traits VoiceOver leaves out of the view's: `accessibilityRemoveTraits(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityRemoveTraits(traits)
    }
}
