import Foundation

/// A segmented control (Apple: `UISegmentedControl`): a segmented `Picker` on iOS.
@MainActor
open class UISegmentedControl: UIControl {
    /// The selected segment's fill.
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// Sets the segments' title attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }

    /// The segments' title attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }
}
