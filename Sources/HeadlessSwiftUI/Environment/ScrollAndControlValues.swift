import Foundation

// The environment values the scroll and control modifiers set (Apple: `scrollIndicators(_:axes:)`
// sets `verticalScrollIndicatorVisibility` and `horizontalScrollIndicatorVisibility`,
// `scrollBounceBehavior(_:axes:)` the two bounce behaviors, `scrollDismissesKeyboard(_:)`
// `scrollDismissesKeyboardMode`, `menuIndicator(_:)` `menuIndicatorVisibility`, and
// `labelsHidden()` `labelsVisibility`), so a custom view reads what was asked above it.

private struct VerticalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct KeyboardDismissKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
private struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The scroll indicators of vertically scrolling content (Apple: `verticalScrollIndicatorVisibility`).
    ///
    /// ```swift
    /// @Environment(\.verticalScrollIndicatorVisibility) private var indicators
    /// ```
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }

    /// The scroll indicators of horizontally scrolling content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }

    /// Whether vertically scrolling content bounces at its ends.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// Whether horizontally scrolling content bounces at its ends.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[KeyboardDismissKey.self] }
        set { self[KeyboardDismissKey.self] = newValue }
    }

    /// Whether menus show their indicator.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }

    /// Whether controls draw their labels: `.hidden` below `labelsHidden()`.
    public var labelsVisibility: Visibility {
        get { _labelsHidden ? .hidden : .automatic }
        set { _labelsHidden = newValue == .hidden }
    }
}
