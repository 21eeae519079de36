/// A haptic or other feedback (Apple: `SensoryFeedback`).
public struct SensoryFeedback: Equatable, Sendable {
    package let name: String

    /// A task completed successfully.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed (a picker's value, a tab).
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment (a guide while dragging).
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed into a new level (a pressure threshold).
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact, at medium weight.
    public static let impact = SensoryFeedback(name: "impact")

    /// Weights of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// A light object.
        public static let light = Weight(name: "light")
        /// A medium object.
        public static let medium = Weight(name: "medium")
        /// A heavy object.
        public static let heavy = Weight(name: "heavy")
    }

    /// Flexibilities of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// A rigid object.
        public static let rigid = Flexibility(name: "rigid")
        /// A solid object.
        public static let solid = Flexibility(name: "solid")
        /// A soft object.
        public static let soft = Flexibility(name: "soft")
    }

    /// An impact of an object of `weight`, at `intensity` from 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(weight.name)")
    }

    /// An impact of an object of `flexibility`, at `intensity` from 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(flexibility.name)")
    }
}

extension View {
    /// Plays `feedback` whenever `trigger` changes.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(EffectModifier(effect: .sensoryFeedback(feedback, trigger: trigger, condition: nil)))
    }

    /// Plays `feedback` when `trigger` changes and `condition(oldValue, newValue)` holds.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T,
        condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        let check = FeedbackCondition { old, new in
            guard let old = old as? T, let new = new as? T else { return false }
            return condition(old, new)
        }
        return modifier(EffectModifier(effect: .sensoryFeedback(feedback, trigger: trigger, condition: check)))
    }
}

/// A feedback's condition over a trigger's old and new values, type-erased for the runtime.
package struct FeedbackCondition: @unchecked Sendable {
    public let holds: (any Equatable, any Equatable) -> Bool
}
