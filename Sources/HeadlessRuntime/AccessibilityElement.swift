@_spi(Runtime) import HeadlessSwiftUI

/// One element as VoiceOver reads it.
public struct AccessibilityElement: Equatable, Sendable, CustomStringConvertible {
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: [String]

    public init(label: String, value: String? = nil, hint: String? = nil, traits: [String] = []) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }

    /// "Label, value, trait. Hint", the way VoiceOver speaks it.
    public var description: String {
        var spoken = [label]
        if let value, !value.isEmpty { spoken.append(value) }
        spoken += traits
        return spoken.joined(separator: ", ") + (hint.map { ". \($0)" } ?? "")
    }
}
