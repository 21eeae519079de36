/// An animation of an SF Symbol (Apple, Symbols framework: `SymbolEffect`).
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active (Apple: `IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once per value change (Apple: `DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect {}

/// The symbol bounces (Apple: `BounceSymbolEffect`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The bounce effect.
    nonisolated public init() {}
}

/// The symbol pulses its opacity (Apple: `PulseSymbolEffect`).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The pulse effect.
    nonisolated public init() {}
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A symbol that bounces when its value changes.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A symbol whose opacity pulses.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// How a symbol effect repeats and how fast (Apple: `SymbolEffectOptions`).
public struct SymbolEffectOptions: Sendable {
    /// The effect's default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeat the effect while it is active.
    public static let repeating = SymbolEffectOptions()
    /// Play the effect once.
    public static let nonRepeating = SymbolEffectOptions()
}

extension View {
    /// Runs an indefinite symbol effect while `isActive`.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default,
        isActive: Bool = true
    ) -> some View {
        modifier(EffectModifier(effect: .symbolEffect("\(T.self)")))
    }

    /// Runs a discrete symbol effect each time `value` changes.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default,
        value: U
    ) -> some View {
        modifier(EffectModifier(effect: .symbolEffect("\(T.self)")))
    }
}
