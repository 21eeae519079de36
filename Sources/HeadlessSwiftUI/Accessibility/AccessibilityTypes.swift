/// What an accessibility element is (Apple: `AccessibilityTraits`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }
    public init() { bits = 0 }

    /// The element behaves as a button: VoiceOver says "button".
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a heading that VoiceOver's headings rotor stops at.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is selected (a chosen tab, a picked option).
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The element summarizes the screen when it first appears.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The element's value changes often (a timer); VoiceOver polls it.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Activating the element starts media, so VoiceOver stays silent.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The element takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The element turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The element is modal: VoiceOver ignores what is outside it.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The element toggles between on and off.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// A container that works as a tab bar: VoiceOver reads each button in it as a tab, with its
    /// position ("Home, tab, 1 of 4").
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// The names of the traits set, for reading a tree in tests.
    package var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
            (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"),
            (.isKeyboardKey, "keyboardKey"), (.isStaticText, "staticText"), (.isSummaryElement, "summary"),
            (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }

    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits && member.bits != 0 }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// How an accessibility element treats the elements inside it (Apple: `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    package enum Kind: Sendable { case ignore, contain, combine }
    package let kind: Kind

    /// One element; the children are not read.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// A container; the children are read in turn.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element whose label joins the children's.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The accessibility attributes a modifier attaches to a view.
package struct AccessibilityAttributes: Sendable {
    public var label: String?
    public var hint: String?
    public var value: String?
    public var addTraits = AccessibilityTraits()
    public var removeTraits = AccessibilityTraits()
    public var hidden: Bool?
    public var sortPriority: Double?
    /// The identifier UI tests find the element by (`accessibilityIdentifier(_:)`); never read aloud.
    public var identifier: String?
    public var children: AccessibilityChildBehavior?
    /// What a swipe up or down does to an adjustable element.
    public var adjust: AdjustableActionBox?
    /// The element's actions: the escape gesture, the magic tap and named custom actions.
    public var actions: [AccessibilityActionBox] = []
    /// The texts the label, hint and value come from, looked up in the environment's locale when the
    /// modifier is resolved (a `LocalizedStringKey` or a localized `Text`, as SwiftUI reads them). A
    /// class, so the attributes (and the node kinds deep trees recurse over) stay small.
    var texts: AccessibilityTexts?

    /// These attributes with their texts read in `environment`'s locale (and pseudo-language).
    func localized(in environment: EnvironmentValues) -> AccessibilityAttributes {
        guard let texts else { return self }
        var copy = self
        if let label = texts.label { copy.label = label.resolvedString(in: environment) }
        if let hint = texts.hint { copy.hint = hint.resolvedString(in: environment) }
        if let value = texts.value { copy.value = value.resolvedString(in: environment) }
        copy.texts = nil
        return copy
    }
}

/// The label, hint and value of an accessibility modifier as texts to look up when resolved.
final class AccessibilityTexts: Sendable {
    let label: Text?
    let hint: Text?
    let value: Text?

    init(label: Text? = nil, hint: Text? = nil, value: Text? = nil) {
        (self.label, self.hint, self.value) = (label, hint, value)
    }
}

/// One accessibility action and its handler, kept in the (sendable) attributes; it runs on the main actor.
package final class AccessibilityActionBox: @unchecked Sendable {
    /// A standard action (`.escape`, `.magicTap`, `.default`), or nil for a named one.
    public let kind: AccessibilityActionKind?
    /// A custom action's name, or nil for a standard one.
    public let name: String?
    public let handler: () -> Void

    init(kind: AccessibilityActionKind?, name: String?, handler: @escaping () -> Void) {
        self.kind = kind
        self.name = name
        self.handler = handler
    }
}

/// Apple's `AccessibilityActionKind`: the standard actions assistive technologies perform.
public struct AccessibilityActionKind: Equatable, Sendable {
    package let name: String

    /// The element's activation: a double tap with VoiceOver.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// VoiceOver's two-finger scrub: dismiss a modal view or go back.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// VoiceOver's two-finger double tap: the most important action of the moment (not on macOS).
    @available(macOS, unavailable)
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    /// A kind by name, for `ViewHost`'s actions.
    package init(name: String) {
        self.name = name
    }
}

/// An adjustable element's handler, kept in the (sendable) attributes; it runs on the main actor.
package final class AdjustableActionBox: @unchecked Sendable {
    public let handler: (AccessibilityAdjustmentDirection) -> Void

    init(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) {
        self.handler = handler
    }
}

/// Apple's `AccessibilityAdjustmentDirection`: which way VoiceOver's swipe asks an adjustable
/// element to move.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Swipe up: the next value.
    case increment
    /// Swipe down: the previous value.
    case decrement
}

/// Attaches accessibility attributes to a view (Apple: `AccessibilityAttachmentModifier`).
public struct AccessibilityAttachmentModifier {
    let attributes: AccessibilityAttributes

    nonisolated init(attributes: AccessibilityAttributes) {
        self.attributes = attributes
    }

    public func body(content: Content) -> Never { fatalError("AccessibilityAttachmentModifier is primitive") }
}

extension AccessibilityAttachmentModifier: _PrimitiveModifier {
    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        [context.node(.effect(.accessibility(attributes.localized(in: context.environment))), children: content(context))]
    }
}

extension AccessibilityAttachmentModifier: ViewModifier {}
