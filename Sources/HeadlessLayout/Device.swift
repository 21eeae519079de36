import Foundation

/// An iPhone as layout sees it (platform-facts.md: Apple HIG sizes; safe areas from third-party
/// measurements, which Apple does not publish).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// Portrait size in points.
    public let size: CGSize
    public let scale: CGFloat
    public let safeAreaTop: CGFloat
    public let safeAreaBottom: CGFloat
    /// Points the sensor housing takes at the left edge: 0 in portrait, the housing's depth when the
    /// phone is turned (`landscape`).
    public let safeAreaLeft: CGFloat
    /// Points the sensor housing takes at the right edge (see `safeAreaLeft`).
    public let safeAreaRight: CGFloat
    /// The display's maximum refresh rate.
    public let maximumFramesPerSecond: Int
    /// How tall the status bar is, or `nil` when the screen shows none: what a navigation bar at
    /// the top of the screen hangs from. On an iPhone with the Dynamic Island it ends 5 pt above
    /// the safe area (D280); a window with no scene has none, so its bar starts at the safe area,
    /// as swift-snapshot-testing draws a view outside the key window.
    public let statusBarHeight: CGFloat?

    /// A device of your own: its portrait size, scale, safe area insets and refresh rate, with no
    /// status bar unless you give its height (a navigation bar then hangs from the safe area, as in
    /// a snapshot window).
    ///
    /// ```swift
    /// let iPhone16Config = Device(
    ///     name: "iPhone 16 (snapshot)", size: CGSize(width: 393, height: 852), scale: 3,
    ///     safeAreaTop: 59, safeAreaBottom: 34, maximumFramesPerSecond: 60)
    /// ```
    public init(
        name: String, size: CGSize, scale: CGFloat, safeAreaTop: CGFloat, safeAreaBottom: CGFloat, safeAreaLeft: CGFloat = 0,
        safeAreaRight: CGFloat = 0, maximumFramesPerSecond: Int, statusBarHeight: CGFloat? = nil
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        self.safeAreaLeft = safeAreaLeft
        self.safeAreaRight = safeAreaRight
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.statusBarHeight = statusBarHeight
    }

    /// iPhone 16: 393 × 852 pt at 3x, safe area 59 pt and 34 pt, a 54 pt status bar.
    public static let iPhone16 = Device(
        name: "iPhone 16", size: CGSize(width: 393, height: 852), scale: 3,
        safeAreaTop: 59, safeAreaBottom: 34, maximumFramesPerSecond: 60, statusBarHeight: 54)
    /// iPhone 16 Plus: 430 × 932 pt at 3x, safe area 59 pt and 34 pt, a 54 pt status bar.
    public static let iPhone16Plus = Device(
        name: "iPhone 16 Plus", size: CGSize(width: 430, height: 932), scale: 3,
        safeAreaTop: 59, safeAreaBottom: 34, maximumFramesPerSecond: 60, statusBarHeight: 54)
    /// iPhone 16 Pro: 402 × 874 pt at 3x, safe area 62 pt and 34 pt; its status bar taken as ending
    /// 5 pt above the safe area, as the iPhone 16's does (inferred, not measured).
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3,
        safeAreaTop: 62, safeAreaBottom: 34, maximumFramesPerSecond: 120, statusBarHeight: 57)
    /// iPhone 16 Pro Max: 440 × 956 pt at 3x, safe area 62 pt and 34 pt, the status bar as the
    /// iPhone 16 Pro's.
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956), scale: 3,
        safeAreaTop: 62, safeAreaBottom: 34, maximumFramesPerSecond: 120, statusBarHeight: 57)
    /// iPhone SE (3rd generation): 375 × 667 pt at 2x, a 20 pt status bar, no home indicator.
    public static let iPhoneSE = Device(
        name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaTop: 20, safeAreaBottom: 0, maximumFramesPerSecond: 60, statusBarHeight: 20)

    /// Every supported device, smallest first.
    public static let all = [iPhoneSE, iPhone16, iPhone16Pro, iPhone16Plus, iPhone16ProMax]

    /// The whole screen.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The screen less the status bar, home indicator and (turned) sensor housing areas.
    public var safeArea: CGRect {
        CGRect(
            x: safeAreaLeft, y: safeAreaTop, width: size.width - safeAreaLeft - safeAreaRight,
            height: size.height - safeAreaTop - safeAreaBottom)
    }

    /// The device turned on its side (either way: the insets are symmetric). On an iPhone with a
    /// home indicator the status bar is hidden, the sensor housing's inset moves to both sides and
    /// the home indicator keeps 21 pt at the bottom: `UIEdgeInsets(top: 0, left: 59, bottom: 21,
    /// right: 59)` printed by `safeAreaInsets` on a device whose portrait insets are 59 and 34
    /// (csl.cool, "iOS Layout Adaptation", 2023), the iPhone 16's. An iPhone SE has no inset in
    /// landscape (its status bar is hidden too).
    ///
    /// ```swift
    /// Device.iPhone16.landscape.safeArea // (59, 0, 734, 372)
    /// ```
    public var landscape: Device {
        let housing = safeAreaBottom > 0 ? safeAreaTop : 0
        return Device(
            name: "\(name) (landscape)", size: CGSize(width: size.height, height: size.width), scale: scale, safeAreaTop: 0,
            safeAreaBottom: safeAreaBottom > 0 ? 21 : 0, safeAreaLeft: housing, safeAreaRight: housing,
            maximumFramesPerSecond: maximumFramesPerSecond)
    }

    /// The device's screen in a window with no status bar: the same size, scale and safe area, a
    /// navigation bar hanging from the safe area rather than the status bar. That is how
    /// swift-snapshot-testing draws a view outside the key window (its default): the window it
    /// makes has no scene, so no status bar (measured on iOS 18: an inline bar on an iPhone 16
    /// configuration centred 81 pt from the top, not 76; D280).
    ///
    /// ```swift
    /// Device.iPhone16.withoutStatusBar.statusBarHeight  // nil
    /// ```
    public var withoutStatusBar: Device {
        Device(
            name: name, size: size, scale: scale, safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom,
            safeAreaLeft: safeAreaLeft, safeAreaRight: safeAreaRight, maximumFramesPerSecond: maximumFramesPerSecond)
    }

    /// `size` rounded up to whole pixels of `scale` (at least one pixel each way), the size of a
    /// canvas laid out on that pixel grid (D210).
    ///
    /// ```swift
    /// Device.pixelAligned(CGSize(width: 120, height: 32.3), scale: 3)  // 120 × 32.33
    /// ```
    public static func pixelAligned(_ size: CGSize, scale: CGFloat) -> CGSize {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        func pixels(_ value: CGFloat) -> CGFloat { max((value * scale - 1e-6).rounded(.up), 1) / scale }
        return CGSize(width: pixels(size.width), height: pixels(size.height))
    }

    public var description: String { name }
}
