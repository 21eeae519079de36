/// Whether a dynamic color is resolved for Increase Contrast (Apple: UIKit's
/// `UIAccessibilityContrast`, the trait that the Increase Contrast setting sets).
///
/// ```swift
/// let ink = UIColor { $0.accessibilityContrast == .high ? .black : .darkGray }
/// ```
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified: resolves as normal.
    case unspecified = -1
    /// Standard contrast.
    case normal = 0
    /// Increase Contrast is on.
    case high = 1
}
