import Foundation

/// A label (Apple: `UILabel`).
@MainActor
open class UILabel: UIView {
    /// The text's color.
    open var textColor: UIColor!
    /// The text's font.
    open var font: UIFont!
    /// Whether the text shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
}
