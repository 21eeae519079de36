import DesignTokens
import Motion
import Observation
import SwiftUI

/// 000 §2's gradient manager: which pastel gradient is active, `next()` for a new one on every
/// push and dismiss, and 001's circadian `advance()`, each a 0.6 s cross-fade. Put one in the
/// environment (`.environment(manager)`); `BaseScreen`, `GradientNumber` and `MetricRing` read it.
/// The token source (random, seeded, or a scripted QA table) and the clock are injectable.
@Observable
@MainActor
public final class GradientManager {
    /// The gradient on screen (after any cross-fade).
    public private(set) var active: GradientToken
    /// The gradient being faded out, during and after the last change.
    public private(set) var previous: GradientToken?

    @ObservationIgnored private var choreographer: GradientChoreographer<AnyGradientTokenSource>

    /// A manager starting on `active`, drawing new gradients from `source`, reading the hour from `hour`.
    public init(
        active: GradientToken = .peachRose, source: some GradientTokenSource = RandomGradientSource(),
        hour: @escaping @Sendable () -> Int = GradientChoreographerClock.currentHour
    ) {
        self.active = active
        choreographer = GradientChoreographer(active: active, source: AnyGradientTokenSource(source), hour: hour)
    }

    /// Cross-fades to any gradient but the active one (000 §2).
    public func next() {
        apply(choreographer.next())
    }

    /// Cross-fades to a gradient from the hour's circadian pool (001).
    public func advance() {
        apply(choreographer.advance())
    }

    private func apply(_ fade: GradientCrossFade) {
        withAnimation(.token(fade.animation)) {
            previous = fade.from
            active = fade.to
        }
    }
}

/// Any gradient token source, behind one type.
struct AnyGradientTokenSource: GradientTokenSource {
    private var source: any GradientTokenSource

    init(_ source: some GradientTokenSource) {
        self.source = source
    }

    mutating func nextToken(from candidates: [GradientToken]) -> GradientToken {
        source.nextToken(from: candidates)
    }
}
