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

    /// Navigation pushes slide the destination in from the trailing edge while the page under it
    /// moves a third of the way out (UIKit's parallax); pops reverse both. With the transaction's
    /// animation, or SwiftUI's default spring (decision D39).
    func recordPushes(new: [ViewNode], oldByID: [String: ViewNode], animation: Animation?, frame: (String) -> CGRect?) {
        let curve = AnimationTimeline(Self.spec(animation ?? .default))
        for node in new {
            guard case let .effect(.navigationDestination(isPresented)) = node.kind, let root = node.children.first else { continue }
            var wasPresented = false
            if case let .effect(.navigationDestination(previous))? = oldByID[node.identity]?.kind { wasPresented = previous }
            let rootKey = AnimatableKey(identity: root.identity, property: .offsetX)
            if isPresented, !wasPresented, node.children.count > 1 {
                for page in node.children.dropFirst() {
                    let pageKey = AnimatableKey(identity: page.identity, property: .offsetX)
                    running[pageKey] = Running(from: pushTravel, to: 0, start: now, curve: curve)
                    settled[pageKey] = 0
                }
                running[rootKey] = Running(from: value(rootKey) ?? 0, to: -pushTravel / 3, start: now, curve: curve)
                settled[rootKey] = -pushTravel / 3
            } else if !isPresented, wasPresented, let old = oldByID[node.identity], old.children.count > 1 {
                running[rootKey] = Running(from: value(rootKey) ?? -pushTravel / 3, to: 0, start: now, curve: curve)
                settled[rootKey] = 0
                let until = now + (curve.totalDuration ?? .infinity)
                for page in old.children.dropFirst() {
                    let pageKey = AnimatableKey(identity: page.identity, property: .offsetX)
                    running[pageKey] = Running(from: value(pageKey) ?? 0, to: pushTravel, start: now, curve: curve)
                    departing[page.identity] = until
                    keepDrawing(page, under: node.identity, until: until, frame: frame)
                }
            }
        }
    }
}
