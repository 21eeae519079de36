import DesignTokens

/// 000 §9 / 001: at most six simultaneous materials (blurs) on a screen. The screen checks of the
/// gallery apply it to every rendered screen.
public struct BlurBudgetRule: Sendable {
    public let maximum: Int

    public init(maximum: Int = BlurBudget.maximumPerScreen) {
        self.maximum = maximum
    }

    /// A finding for a screen that draws `materialCount` materials at once.
    public func check(screen: String, materialCount: Int) -> Finding {
        let ok = materialCount <= maximum
        return Finding(
            id: "budgets.blur.\(screen)", subject: "blur budget, \(screen)", verdict: ok ? .pass : .fail,
            summary: "\(materialCount) simultaneous materials, budget \(maximum)",
            figures: ["materials": Double(materialCount), "budget": Double(maximum)])
    }
}

/// 003 §6: which events may fire haptics. A haptic fired by an event under "never" breaks it; an
/// event under "always" that fires none breaks it too.
public struct HapticBudgetRule: Sendable {
    public init() {}

    /// A finding for an event that fires `haptics` (possibly none).
    public func check(event: String, haptics: [HapticToken], context: String) -> Finding {
        let budget = AthleticHaptics.Budget.of(event)
        let verdict: Verdict
        let summary: String
        switch budget {
        case .never where !haptics.isEmpty:
            (verdict, summary) = (.fail, "fires \(names(haptics)) but 003 §6 lists \(event) under never")
        case .always where haptics.isEmpty:
            (verdict, summary) = (.fail, "fires nothing but 003 §6 lists \(event) under always")
        case nil:
            (verdict, summary) = (.note, "\(event) is not in 003 §6's budget; fires \(names(haptics))")
        case let budget?:
            (verdict, summary) = (.pass, "fires \(names(haptics)); 003 §6 lists \(event) under \(budget.rawValue)")
        }
        return Finding(
            id: "budgets.haptic.\(context)", subject: "haptic budget, \(context)", verdict: verdict,
            summary: summary, figures: ["haptics": Double(haptics.count)])
    }

    private func names(_ haptics: [HapticToken]) -> String {
        haptics.isEmpty ? "nothing" : haptics.map(\.rawValue).joined(separator: " + ")
    }
}
