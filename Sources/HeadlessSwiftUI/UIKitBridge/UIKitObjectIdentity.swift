import Foundation

/// A UIKit view or controller equals only itself, as an `NSObject` does by default (its
/// `isEqual(_:)` compares identity, and `==` calls it), so `children.firstIndex(of:)`,
/// `subviews.contains(_:)` and a `Set<UIView>` work as on iOS (D305).
///
/// ```swift
/// if let index = parent.children.firstIndex(of: controller) { print(index) }
/// ```
extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A controller equals only itself (see `UIView`'s equality).
extension UIViewController: Hashable {
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
