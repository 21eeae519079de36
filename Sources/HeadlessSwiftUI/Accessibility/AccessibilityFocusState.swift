/// The assistive technologies a focus state follows (Apple: `AccessibilityTechnologies`).
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: Int
    /// A set from its raw value.
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }
    /// No technology.
    nonisolated public init() { rawValue = 0 }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

/// Where an assistive technology's focus is (Apple: `AccessibilityFocusState`): true, or the value
/// of the element focused, while VoiceOver's cursor is on the view bound with
/// `accessibilityFocused`. Setting it moves the cursor on iOS; the layer runs no VoiceOver cursor,
/// so the value is what the view last set.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the focus value, for `accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        /// Whether the bound view has the focus (or which one, for an optional value).
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    let box: StateBox<Value>

    /// A state that is true while the bound view has the focus of any technology.
    nonisolated public init() where Value == Bool { box = StateBox(false) }

    /// A state that is true while the bound view has the focus of `technologies`.
    nonisolated public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = StateBox(false) }

    /// A state that holds the value of the focused view, nil when none has the focus.
    nonisolated public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// A state that holds the value of the view `technologies` focus, nil when none has it.
    nonisolated public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { box = StateBox(nil) }

    /// The current focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to pass to `accessibilityFocused(_:)` or `accessibilityFocused(_:equals:)`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }
}

extension AccessibilityFocusState: _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext) {
        State(box: box)._install(context)
    }
}

extension View {
    /// Binds VoiceOver's focus on this view to a Boolean (Apple: `accessibilityFocused(_:)`).
    ///
    /// ```swift
    /// Text("Saved").accessibilityFocused($isConfirmationFocused)
    /// ```
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// VoiceOver's focus is on this view while the binding equals `value` (Apple:
    /// `accessibilityFocused(_:equals:)`).
    nonisolated public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { self }
}
