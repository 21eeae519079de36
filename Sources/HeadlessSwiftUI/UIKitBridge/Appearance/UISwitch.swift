import Foundation

/// A switch (Apple: `UISwitch`).
@MainActor
open class UISwitch: UIControl {
    /// The track's color when on.
    open var onTintColor: UIColor?
    /// The thumb's color.
    open var thumbTintColor: UIColor?
}
