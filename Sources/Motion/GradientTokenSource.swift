import DesignTokens

/// Chooses the next pastel gradient. The choreographer asks it for a token from `candidates`,
/// which never contains the active one.
public protocol GradientTokenSource: Sendable {
    /// One of `candidates` (never empty).
    mutating func nextToken(from candidates: [GradientToken]) -> GradientToken
}

/// Draws uniformly with any random number generator; seed it for reproducible runs.
public struct RandomGradientSource<Generator: RandomNumberGenerator & Sendable>: GradientTokenSource {
    /// The random number generator drawn from.
    public var generator: Generator

    /// A source drawing with `generator` (a `SeededGenerator` for reproducible runs).
    ///
    /// - Parameter generator: The random number generator.
    public init(generator: Generator) {
        self.generator = generator
    }

    public mutating func nextToken(from candidates: [GradientToken]) -> GradientToken {
        candidates.randomElement(using: &generator)!
    }
}

extension RandomGradientSource where Generator == SystemRandomNumberGenerator {
    /// The system's random source, as 000's `randomElement()`.
    public init() {
        self.init(generator: SystemRandomNumberGenerator())
    }
}

/// Replays a fixed list of tokens, as 000 §11's QA table expects; a scripted token that is not
/// among the candidates (the active one, or outside the hour's pool) is skipped. When the script
/// runs out, the first candidate is returned, so a replay never stalls.
public struct ScriptedGradientSource: GradientTokenSource {
    /// The scripted tokens not yet used.
    public private(set) var remaining: ArraySlice<GradientToken>

    /// A source replaying `script`.
    ///
    /// - Parameter script: The tokens to return, in order.
    public init(_ script: [GradientToken]) {
        remaining = script[...]
    }

    /// 000 §11: Welcome → Dashboard → Voice Log → Rep Counter, from peachRose.
    public static let qaTable = ScriptedGradientSource([.mintAqua, .lilacBlush, .skyLavender])

    public mutating func nextToken(from candidates: [GradientToken]) -> GradientToken {
        while let token = remaining.popFirst() {
            if candidates.contains(token) { return token }
        }
        return candidates[0]
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator so a seeded run draws the
/// same gradients on every machine. The standard library has no seeded generator.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`: the same seed draws the same numbers everywhere.
    ///
    /// - Parameter seed: Any 64-bit value.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
