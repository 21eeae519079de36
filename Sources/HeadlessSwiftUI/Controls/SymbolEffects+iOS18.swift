// iOS 18's symbol effects (Apple, Symbols framework). Like the others, the layer records them on
// the symbol and draws it at rest: the effects animate layers the stand-in glyphs do not have.

/// The symbol wiggles along a direction (Apple: `WiggleSymbolEffect`, iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.wiggle, value: unread)
/// ```
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    nonisolated init() {}
    /// Rotating clockwise.
    public var clockwise: WiggleSymbolEffect { self }
    /// Rotating counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { self }
    /// Toward the left.
    public var left: WiggleSymbolEffect { self }
    /// Toward the right.
    public var right: WiggleSymbolEffect { self }
    /// Upward.
    public var up: WiggleSymbolEffect { self }
    /// Downward.
    public var down: WiggleSymbolEffect { self }
    /// Forward in the reading direction.
    public var forward: WiggleSymbolEffect { self }
    /// Backward in the reading direction.
    public var backward: WiggleSymbolEffect { self }
    /// Along `angle` degrees.
    public func custom(angle: Double) -> WiggleSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: WiggleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { self }
}

/// The symbol, or its rotating layers, turns (Apple: `RotateSymbolEffect`, iOS 18).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    nonisolated init() {}
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { self }
    /// Counterclockwise.
    public var counterClockwise: RotateSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: RotateSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// The symbol breathes, scaling gently (Apple: `BreatheSymbolEffect`, iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    nonisolated init() {}
    /// Breathing with a pulse of opacity.
    public var pulse: BreatheSymbolEffect { self }
    /// Breathing by scale alone.
    public var plain: BreatheSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: BreatheSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A symbol that wiggles.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A symbol that rotates.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A symbol that breathes.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
