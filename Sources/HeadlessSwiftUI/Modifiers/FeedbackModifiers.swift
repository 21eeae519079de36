/// A haptic or other feedback (Apple: `SensoryFeedback`).
public struct SensoryFeedback: Equatable, Sendable {
    package let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// Weights of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// Flexibilities of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(weight.name)")
    }

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
