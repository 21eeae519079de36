import Foundation

/// The iPhones before the iPhone 16 that snapshot references are often recorded at: the portrait
/// sizes and safe areas swift-snapshot-testing's `ViewImageConfig` gives them (its `iPhone8` …
/// `iPhone13ProMax`, which are the devices' own: Apple's HIG device table gives the sizes and
/// scales), so a view renders here at the size its iOS reference has.
///
/// swift-snapshot-testing's device configurations also set the Medium text size (their traits'
/// `preferredContentSizeCategory: .medium`); to compare with a reference recorded through one, pass
/// `dynamicTypeSize: .medium` as well (D278).
///
/// ```swift
/// assertSnapshot(of: SettingsView(), as: .headlessImage(layout: .device(.iPhone13), scale: 3, dynamicTypeSize: .medium))
/// ```
extension Device {
    /// iPhone 8: 375 × 667 pt at 2x, a 20 pt status bar, no home indicator.
    public static let iPhone8 = Device(
        name: "iPhone 8", size: CGSize(width: 375, height: 667), scale: 2, safeAreaTop: 20, safeAreaBottom: 0,
        maximumFramesPerSecond: 60, statusBarHeight: 20)
    /// iPhone 8 Plus: 414 × 736 pt at 3x, a 20 pt status bar, no home indicator.
    public static let iPhone8Plus = Device(
        name: "iPhone 8 Plus", size: CGSize(width: 414, height: 736), scale: 3, safeAreaTop: 20, safeAreaBottom: 0,
        maximumFramesPerSecond: 60, statusBarHeight: 20)
    /// iPhone X (and XS): 375 × 812 pt at 3x, safe area 44 pt and 34 pt.
    public static let iPhoneX = Device(
        name: "iPhone X", size: CGSize(width: 375, height: 812), scale: 3, safeAreaTop: 44, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 44)
    /// iPhone XS Max: 414 × 896 pt at 3x, safe area 44 pt and 34 pt.
    public static let iPhoneXsMax = Device(
        name: "iPhone XS Max", size: CGSize(width: 414, height: 896), scale: 3, safeAreaTop: 44, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 44)
    /// iPhone XR: 414 × 896 pt at 2x, safe area 44 pt and 34 pt.
    public static let iPhoneXr = Device(
        name: "iPhone XR", size: CGSize(width: 414, height: 896), scale: 2, safeAreaTop: 44, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 44)
    /// iPhone 12 (and 12 Pro): 390 × 844 pt at 3x, safe area 47 pt and 34 pt.
    public static let iPhone12 = Device(
        name: "iPhone 12", size: CGSize(width: 390, height: 844), scale: 3, safeAreaTop: 47, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 47)
    /// iPhone 12 Pro Max: 428 × 926 pt at 3x, safe area 47 pt and 34 pt.
    public static let iPhone12ProMax = Device(
        name: "iPhone 12 Pro Max", size: CGSize(width: 428, height: 926), scale: 3, safeAreaTop: 47, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 47)
    /// iPhone 13: 390 × 844 pt at 3x, safe area 47 pt and 34 pt.
    public static let iPhone13 = Device(
        name: "iPhone 13", size: CGSize(width: 390, height: 844), scale: 3, safeAreaTop: 47, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 47)
    /// iPhone 13 mini: 375 × 812 pt at 3x, safe area 50 pt and 34 pt.
    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini", size: CGSize(width: 375, height: 812), scale: 3, safeAreaTop: 50, safeAreaBottom: 34,
        maximumFramesPerSecond: 60, statusBarHeight: 50)
    /// iPhone 13 Pro: 390 × 844 pt at 3x, safe area 47 pt and 34 pt, 120 Hz.
    public static let iPhone13Pro = Device(
        name: "iPhone 13 Pro", size: CGSize(width: 390, height: 844), scale: 3, safeAreaTop: 47, safeAreaBottom: 34,
        maximumFramesPerSecond: 120)
    /// iPhone 13 Pro Max: 428 × 926 pt at 3x, safe area 47 pt and 34 pt, 120 Hz.
    public static let iPhone13ProMax = Device(
        name: "iPhone 13 Pro Max", size: CGSize(width: 428, height: 926), scale: 3, safeAreaTop: 47, safeAreaBottom: 34,
        maximumFramesPerSecond: 120)

    /// The earlier iPhones above, smallest first.
    public static let earlierIPhones = [
        iPhone8, iPhoneX, iPhone13Mini, iPhone12, iPhone13, iPhone13Pro, iPhone8Plus, iPhoneXr, iPhoneXsMax, iPhone12ProMax,
        iPhone13ProMax,
    ]
}
