import Foundation

/// Two UIKit colors are equal when they are the same color in every appearance and under Increase
/// Contrast (UIKit's `isEqual(_:)`, which `==` calls for an `NSObject`, compares a color's space
/// and components), so `color == .clear` and a `Set<UIColor>` work as on iOS (D305).
///
/// ```swift
/// if webView.backgroundColor == .clear { webView.isOpaque = false }
/// ```
extension UIColor: Hashable {
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.adaptive == rhs.adaptive && lhs.increasedContrast == rhs.increasedContrast
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(adaptive)
        hasher.combine(increasedContrast)
    }
}
