import Foundation

// How VoiceOver speaks a text (Apple: `speechAlwaysIncludesPunctuation(_:)`,
// `speechSpellsOutCharacters(_:)`, `speechAdjustedPitch(_:)`, `speechAnnouncementsQueued(_:)`, on
// `Text` and on views). They change the speech only: what is drawn and the label VoiceOver reads
// stay as they are, and the layer has no speech to change (D258).

extension Text {
    /// Speaks every punctuation mark of this text.
    ///
    /// ```swift
    /// Text("user@example.com").speechAlwaysIncludesPunctuation()
    /// ```
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Speaks this text letter by letter, as a code or a serial number.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// Raises (above 0, up to 1) or lowers (below 0, down to −1) the pitch this text is spoken at.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Speaks a change of this text after what is being spoken, instead of interrupting it.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

extension View {
    /// Speaks every punctuation mark of the text inside.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Speaks the text inside letter by letter.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Raises or lowers the pitch the text inside is spoken at.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Speaks changes of the text inside after what is being spoken.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
