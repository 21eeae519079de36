import Foundation

/// The navigation bar (Apple: `UINavigationBar`): `NavigationStack`'s bar on iOS, styled by apps
/// through its appearance proxy (D270).
///
/// ```swift
/// UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemOrange]
/// ```
@MainActor
open class UINavigationBar: UIView {
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's appearance at rest.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's appearance in a compact height.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's appearance while content is scrolled to its edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact appearance at the scroll edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The hairline's image.
    open var shadowImage: UIImage?
    /// The back indicator's image.
    open var backIndicatorImage: UIImage?
    /// The mask of the back indicator's transition.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the bar's background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The bar's background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// How a navigation bar looks (Apple: `UINavigationBarAppearance`).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How bar buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// How done buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()

    /// Sets the back indicator's image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}
