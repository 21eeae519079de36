import SwiftUI

/// One choice of a selection control (`ModernSegmentControl`, `PillSelector`, `AnimatedTabBar`,
/// `LiquidGlassSegmentedPicker`): the value it selects, its title and, where the control shows them,
/// an SF Symbol and a badge. Every selection control takes the same two arguments, a binding to a
/// `Hashable` value and its options, as `Picker` takes a selection and tagged content:
///
/// ```swift
/// enum Range: Hashable { case week, month, year }
/// @State private var range = Range.week
///
/// ModernSegmentControl(selection: $range, options: [
///     SelectionOption("Week", value: .week), SelectionOption("Month", value: .month), SelectionOption("Year", value: .year),
/// ])
/// PillSelector(selection: $focus, options: ["All", "Strength", "Mobility"])   // String values
/// ```
public struct SelectionOption<Value: Hashable>: Identifiable {
    /// The value the control's selection takes when this option is chosen.
    public let value: Value
    /// What the option reads, on screen and to VoiceOver.
    public let title: Text
    /// An SF Symbol shown beside or above the title, where the control shows symbols.
    public let systemImage: String?
    /// Marks the option as having something new (the tab bar's pulsing dot, read as "new").
    public let hasBadge: Bool

    public var id: Value { value }

    /// - Parameters:
    ///   - titleKey: What the option reads, on screen and to VoiceOver, looked up in the app's
    ///     String Catalog.
    ///   - value: The value the control's selection takes when the option is chosen.
    ///   - systemImage: An SF Symbol for controls that show one (the tab bar requires one).
    ///   - hasBadge: Whether to mark the option as having something new.
    public init(_ titleKey: LocalizedStringKey, value: Value, systemImage: String? = nil, hasBadge: Bool = false) {
        self.init(Text(titleKey), value: value, systemImage: systemImage, hasBadge: hasBadge)
    }

    /// The same with a title shown verbatim (a string value, not a literal).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, value: Value, systemImage: String? = nil, hasBadge: Bool = false) {
        self.init(Text(title), value: value, systemImage: systemImage, hasBadge: hasBadge)
    }

    /// The same with a title made as you like: `Text("Week", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(_ title: Text, value: Value, systemImage: String? = nil, hasBadge: Bool = false) {
        self.title = title
        self.value = value
        self.systemImage = systemImage
        self.hasBadge = hasBadge
    }
}

extension SelectionOption: Sendable where Value: Sendable {}

extension SelectionOption where Value == String {
    /// An option whose value is its title, shown verbatim (the value is data, not a key).
    public init(_ title: String, systemImage: String? = nil, hasBadge: Bool = false) {
        self.init(Text(verbatim: title), value: title, systemImage: systemImage, hasBadge: hasBadge)
    }
}
