import DesignTokens
import Foundation
import HeadlessSwiftUI
import Motion

/// Sheets and navigation pushes: what slides in and out, and how far.
extension ViewTimeline {
    /// Sheets rise from the bottom of the screen when presented and fall back when dismissed, with
    /// the transaction's animation or SwiftUI's default spring (decision D30).
    func recordSheets(new: [ViewNode], oldByID: [String: ViewNode], animation: Animation?) {
        let curve = AnimationTimeline(Self.spec(animation ?? .default))
        for node in new {
            guard case let .effect(.sheet(isPresented, _)) = node.kind else { continue }
            let old = oldByID[node.identity]
            var wasPresented = false
            if case let .effect(.sheet(previous, _))? = old?.kind { wasPresented = previous }
            if isPresented, !wasPresented, node.children.count > 1 {
                let key = AnimatableKey(identity: node.children[1].identity, property: .offsetY)
                running[key] = Running(from: sheetTravel, to: 0, start: now, curve: curve)
                settled[key] = 0
            } else if !isPresented, wasPresented, let old, old.children.count > 1 {
                let key = AnimatableKey(identity: old.children[1].identity, property: .offsetY)
                running[key] = Running(from: value(key) ?? 0, to: sheetTravel, start: now, curve: curve)
                departing[key.identity] = now + (curve.totalDuration ?? .infinity)
            }
        }
    }

    /// Navigation pushes slide the new top page in from the trailing edge while the page under it
    /// moves a third of the way out (UIKit's parallax); pops reverse both. With the transaction's
    /// animation, or SwiftUI's default spring (decision D39). A stack's node holds its pages
    /// bottom first: a push adds pages on top, a pop removes them.
    func recordPushes(new: [ViewNode], oldByID: [String: ViewNode], animation: Animation?, frame: (String) -> CGRect?) {
        let curve = AnimationTimeline(Self.spec(animation ?? .default))
        for node in new {
            guard case .effect(.navigationDestination) = node.kind, let old = oldByID[node.identity],
                case .effect(.navigationDestination) = old.kind, let top = node.children.last, let oldTop = old.children.last
            else { continue }
            let pages = node.children.map(\.identity)
            let oldPages = old.children.map(\.identity)
            if pages.count > oldPages.count, Array(pages.prefix(oldPages.count)) == oldPages {
                // Pushed: the new top slides in; the old top slides a third of the way out.
                let topKey = AnimatableKey(identity: top.identity, property: .offsetX)
                running[topKey] = Running(from: pushTravel, to: 0, start: now, curve: curve)
                settled[topKey] = 0
                let underKey = AnimatableKey(identity: oldTop.identity, property: .offsetX)
                running[underKey] = Running(from: value(underKey) ?? 0, to: -pushTravel / 3, start: now, curve: curve)
                settled[underKey] = -pushTravel / 3
            } else if pages.count < oldPages.count, Array(oldPages.prefix(pages.count)) == pages {
                // Popped: the old top slides out over the page that comes back.
                let topKey = AnimatableKey(identity: top.identity, property: .offsetX)
                running[topKey] = Running(from: value(topKey) ?? -pushTravel / 3, to: 0, start: now, curve: curve)
                settled[topKey] = 0
                let until = now + (curve.totalDuration ?? .infinity)
                let leavingKey = AnimatableKey(identity: oldTop.identity, property: .offsetX)
                running[leavingKey] = Running(from: value(leavingKey) ?? 0, to: pushTravel, start: now, curve: curve)
                departing[oldTop.identity] = until
                keepDrawing(oldTop, under: node.identity, until: until, frame: frame)
            }
        }
    }
}
