/// A key a keyboard shortcut is made of (Apple: `KeyEquivalent`).
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character

    /// The key that types `character`.
    nonisolated public init(_ character: Character) {
        self.character = character
    }

    /// The key that types the literal's character.
    nonisolated public init(extendedGraphemeClusterLiteral: Character) {
        character = extendedGraphemeClusterLiteral
    }

    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete.
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key (Apple: `EventModifiers`).
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Fn.
    public static let function = EventModifiers(rawValue: 1 << 7)
    /// All of them.
    public static let all = EventModifiers(rawValue: 0b1011_1111)
}

/// A key with its modifiers that triggers a control (Apple: `KeyboardShortcut`).
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers`.
    nonisolated public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, the default action of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, cancelling a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Triggers this control with `key` and `modifiers` on a hardware keyboard (Apple:
    /// `keyboardShortcut(_:modifiers:)`). Headless there is no keyboard, and iOS draws nothing
    /// for a shortcut, so this changes nothing drawn.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Triggers this control with `shortcut` (Apple: `keyboardShortcut(_:)`).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Triggers this control with `shortcut`, or with none when nil.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
