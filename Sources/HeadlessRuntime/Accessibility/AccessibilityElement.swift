import HeadlessSwiftUI

/// One element as VoiceOver reads it.
public struct AccessibilityElement: Equatable, Sendable, CustomStringConvertible {
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: [String]
    /// The custom actions VoiceOver offers in its actions rotor, by name.
    public var actions: [String]
    /// Where the element sits in a tab bar ("1 of 4"), which VoiceOver reads after its traits.
    public var position: String?
    /// The identifier UI tests find the element by (`accessibilityIdentifier(_:)`); VoiceOver does not read it.
    public var identifier: String?
    /// The graph node whose frame is the element's (what VoiceOver's cursor outlines); not part of equality.
    package var node: String?

    public init(
        label: String, value: String? = nil, hint: String? = nil, traits: [String] = [], actions: [String] = [],
        position: String? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.actions = actions
        self.position = position
    }

    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        (lhs.label, lhs.value, lhs.hint, lhs.traits) == (rhs.label, rhs.value, rhs.hint, rhs.traits)
            && (lhs.actions, lhs.position, lhs.identifier) == (rhs.actions, rhs.position, rhs.identifier)
    }

    /// "Label, value, trait, position. Hint. Actions available: …", the way VoiceOver speaks it.
    public var description: String {
        var spoken = [label]
        if let value, !value.isEmpty { spoken.append(value) }
        spoken += traits
        if let position { spoken.append(position) }
        let actionList = actions.isEmpty ? "" : ". Actions available: \(actions.joined(separator: ", "))"
        return spoken.joined(separator: ", ") + (hint.map { ". \($0)" } ?? "") + actionList
    }
}
