/// A control (Apple: `UIControl`): the base of switches, segmented controls and fields.
@MainActor
open class UIControl: UIView {
    /// Whether the control takes touches.
    open var isEnabled = true

    /// The state of a control an attribute is set for (Apple: `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At rest.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
