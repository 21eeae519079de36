import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// A control a finger can tap: its label as VoiceOver reads it and its frame on the screen.
public struct TapTarget: Equatable, Sendable {
    /// What VoiceOver reads for the control.
    public let label: String
    /// The control's frame, in points.
    public let frame: CGRect
    /// The part of `frame` inside every scroll view around it (what a finger can reach without
    /// scrolling), or nil when none of it is: content scrolled under a bar takes no taps there.
    public let visibleFrame: CGRect?

    /// A tap target.
    ///
    /// - Parameters:
    ///   - label: What VoiceOver reads for the control.
    ///   - frame: The control's frame, in points.
    ///   - visibleFrame: The part of `frame` inside the scroll views around it, nil when none.
    public init(label: String, frame: CGRect, visibleFrame: CGRect?) {
        self.label = label
        self.frame = frame
        self.visibleFrame = visibleFrame
    }
}

extension ViewHost {
    /// Every button and `onTapGesture` view of the graph, with its frame in `result` moved by the
    /// geometry effects around it (`offset`, `scaleEffect`, `rotationEffect`: SwiftUI hit-tests a
    /// view where it is drawn; a rotated control's target is the upright box around it), in tree
    /// order. Disabled controls are left out: they take no taps.
    ///
    /// - Parameter result: A layout of this host (`layout(on:)`).
    /// - Returns: The enabled tap targets.
    public func tapTargets(in result: LayoutResult) -> [TapTarget] {
        tappable(in: result).map(\.target)
    }

    /// Taps the frontmost button or `onTapGesture` view drawn at `point` on the host's device (the last in
    /// tree order whose target holds it, as later views draw over earlier ones), then applies the
    /// resulting updates: a tap on a sheet's dimming dismisses the sheet.
    ///
    /// ```swift
    /// try host.tap(at: CGPoint(x: 196, y: 200))  // above a medium sheet: dismisses it
    /// ```
    public func tap(at point: CGPoint) throws(TapError) {
        let result = layout(on: device)
        let hit = tappable(in: result).last { $0.target.visibleFrame?.contains(point) ?? false }
        guard let hit, let action = ButtonFinder.action(of: hit.node) else {
            throw TapError(label: "at (\(point.x), \(point.y))", isDisabled: false)
        }
        deliver(action, at: point) { (hit, result) }
        update()
    }

    /// The tapped target of `node` and the layout it was found in: what a tap by label locates
    /// its tap with when the action asks where it landed.
    func target(of node: ViewNode) -> (hit: (node: ViewNode, target: TapTarget), result: LayoutResult)? {
        let result = layout(on: device)
        return tappable(in: result).first { $0.node === node }.map { ($0, result) }
    }

    /// Runs a tap's action with UIKit's feedback generators recording into this host's haptics
    /// log and with the tap's location answered in every space the tapped view can ask for (a
    /// `SpatialTapGesture`'s value): `point` on the screen, or the target's centre when the tap
    /// names its control by label, as XCUITest's `tap()` does. `locate` finds the target only
    /// when a location is asked for, so a tap that reads none lays nothing out.
    func deliver(
        _ action: @MainActor () -> Void, at point: CGPoint?,
        locate: @escaping () -> (hit: (node: ViewNode, target: TapTarget), result: LayoutResult)?
    ) {
        // A UIKit generator fired by the action is a haptic of this host, at this time.
        let record: (String) -> Void = { [timeline] name in timeline.haptics.append(HapticEvent(feedback: name, time: timeline.now)) }
        lazy var located = locate()
        UIFeedbackRecorder.recording(record) {
            TapLocation.delivering(
                { space in
                    // A target that cannot be found has no location: the origin, as outside a tap.
                    guard let (hit, result) = located else { return .zero }
                    let frame = hit.target.frame
                    let point = point ?? CGPoint(x: frame.midX, y: frame.midY)
                    switch space {
                    case .global: return point
                    case .local: return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
                    case let .named(name):
                        guard let named = hit.node.environment._coordinateSpaces[name].flatMap({ result.frames[$0] }) else { return point }
                        return CGPoint(x: point.x - named.minX, y: point.y - named.minY)
                    }
                }, action)
        }
    }

    /// The enabled buttons and tap gestures with their targets, in tree order.
    private func tappable(in result: LayoutResult) -> [(node: ViewNode, target: TapTarget)] {
        var targets: [(node: ViewNode, target: TapTarget)] = []
        func walk(_ node: ViewNode, viewport: CGRect, transform: DisplayTransform) {
            var viewport = viewport
            var transform = transform
            if case let .effect(effect) = node.kind, let frame = result.frames[node.identity],
                let own = GeometryEffects.transform(of: effect, in: frame)
            {
                transform = transform.concatenating(own)
            }
            if case .scroll = node.kind, let frame = result.frames[node.identity] {
                viewport = viewport.intersection(transform.boundingBox(of: frame))
            }
            if ButtonFinder.isTappable(node), node.environment.isEnabled, let laidOut = result.frames[node.identity] {
                let frame = transform.boundingBox(of: laidOut)
                let label = AccessibilityTreeBuilder.read(node).map(\.label).joined(separator: ", ")
                let visible = frame.intersection(viewport)
                let target = TapTarget(
                    label: label.isEmpty ? node.identity : label, frame: frame,
                    visibleFrame: visible.isNull || visible.width * visible.height <= 0 ? nil : visible)
                targets.append((node, target))
            }
            for child in node.reachableChildren { walk(child, viewport: viewport, transform: transform) }
        }
        for root in graph.roots { walk(root, viewport: .infinite, transform: .identity) }
        return targets
    }
}
