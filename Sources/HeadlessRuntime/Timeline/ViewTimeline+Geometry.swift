import DesignTokens
import Foundation
import HeadlessSwiftUI
import Motion

/// Layout changes and matched geometry under an animation: frames that move from where they were
/// shown to where they are laid out now.
extension ViewTimeline {
    /// Records layout changes: a view whose frame changed under an animation (the transaction's,
    /// or an `.animation(_:value:)` above it) moves from the frame it was shown in to its new one.
    func recordFrames(old: [String: CGRect], new: [String: CGRect], animation: Animation?, implicit: [String: Animation?]) {
        for (identity, target) in new {
            guard let before = old[identity] else { continue }
            let shown = frame(identity, at: now) ?? before
            guard shown != target else {
                frameMoves[identity] = nil
                continue
            }
            if let chosen = implicit[identity] ?? animation {
                frameMoves[identity] = (shown, target, now, AnimationTimeline(Self.spec(chosen)))
            } else if before != target {
                frameMoves[identity] = nil
            }
        }
    }

    /// The frame a view is shown in at `time` while its layout change animates (nil otherwise).
    func frame(_ identity: String, at time: TimeInterval) -> CGRect? {
        guard let move = frameMoves[identity] else { return nil }
        if let duration = move.curve.totalDuration, time >= move.start + duration { return nil }
        let p = move.curve.progress(at: time - move.start)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(
            x: mix(move.from.minX, move.to.minX), y: mix(move.from.minY, move.to.minY),
            width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }

    /// Whether any view's layout change is still animating at `time` (a finished move, or one of a
    /// view since removed, is kept until the next layout replaces it, and does not count).
    func isMovingFrames(at time: TimeInterval) -> Bool {
        frameMoves.keys.contains { frame($0, at: time) != nil }
    }

    /// The frame of a matched-geometry group at `time`, while it moves between views.
    func matchedFrame(_ key: MatchKey, at time: TimeInterval) -> CGRect? {
        guard let move = matchedMoves[key] else { return nil }
        let p = move.curve.progress(at: time - move.start)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(
            x: mix(move.from.minX, move.to.minX), y: mix(move.from.minY, move.to.minY),
            width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }

    /// Records where matched-geometry sources now sit (from the host's layout); a group whose frame
    /// changed under an animation moves from where it was shown to its new frame.
    func recordMatched(_ frames: [MatchKey: (identity: String, frame: CGRect)], animation: Animation?, implicit: [String: Animation?]) {
        for (key, entry) in frames {
            // A move already heading for this frame keeps its own animation: a later transaction
            // that leaves the geometry alone does not restart it.
            if let move = matchedMoves[key], move.to == entry.frame {
                matchedFrames[key] = entry.frame
                continue
            }
            if let previous = matchedFrame(key, at: now) ?? matchedFrames[key], previous != entry.frame,
                let chosen = implicit[entry.identity] ?? animation
            {
                matchedMoves[key] = (previous, entry.frame, now, AnimationTimeline(Self.spec(chosen)))
            } else if matchedFrames[key] != entry.frame {
                matchedMoves[key] = nil
            }
            matchedFrames[key] = entry.frame
        }
    }
}
