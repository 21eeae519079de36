import Foundation

/// How a bar looks, set as one value (Apple: `UIBarAppearance`): the base of the navigation bar's
/// and the tab bar's appearances.
///
/// ```swift
/// let bar = UINavigationBarAppearance()
/// bar.configureWithOpaqueBackground()
/// bar.backgroundColor = .systemOrange
/// bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
/// UINavigationBar.appearance().standardAppearance = bar
/// ```
@MainActor
open class UIBarAppearance {
    /// The bar's background color.
    open var backgroundColor: UIColor?
    /// The bar's background blur.
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The color of the hairline below (or above) the bar; nil or clear for none.
    open var shadowColor: UIColor?
    /// The image of the hairline.
    open var shadowImage: UIImage?

    /// An appearance with the system's background.
    public required init() {}

    /// Which of the system's backgrounds was configured last.
    var configuration = Configuration.default

    /// The system's backgrounds (`configureWith…Background()`).
    enum Configuration {
        case `default`, opaque, transparent
    }

    /// The system's translucent background and hairline.
    open func configureWithDefaultBackground() { configuration = .default }

    /// The system's opaque background and hairline.
    open func configureWithOpaqueBackground() { configuration = .opaque }

    /// No background and no hairline.
    open func configureWithTransparentBackground() { configuration = .transparent }
}
