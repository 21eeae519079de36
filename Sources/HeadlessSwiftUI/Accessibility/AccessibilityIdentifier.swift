extension View {
    /// The identifier UI tests find this element by; VoiceOver does not read it (Apple:
    /// `accessibilityIdentifier(_:)`, iOS 14).
    ///
    /// ```swift
    /// Button("Save") { save() }.accessibilityIdentifier("settings.save")
    /// ```
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var attributes = AccessibilityAttributes()
        attributes.identifier = identifier
        return modifier(AccessibilityAttachmentModifier(attributes: attributes))
    }
}
