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
    /// The display's maximum refresh rate.
    public let maximumFramesPerSecond: Int

    public init(name: String, size: CGSize, scale: CGFloat, safeAreaTop: CGFloat, safeAreaBottom: CGFloat, maximumFramesPerSecond: Int) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    public static let iPhone16 = Device(
        name: "iPhone 16", size: CGSize(width: 393, height: 852), scale: 3,
        safeAreaTop: 59, safeAreaBottom: 34, maximumFramesPerSecond: 60)
    public static let iPhone16Plus = Device(
        name: "iPhone 16 Plus", size: CGSize(width: 430, height: 932), scale: 3,
        safeAreaTop: 59, safeAreaBottom: 34, maximumFramesPerSecond: 60)
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3,
        safeAreaTop: 62, safeAreaBottom: 34, maximumFramesPerSecond: 120)
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956), scale: 3,
        safeAreaTop: 62, safeAreaBottom: 34, maximumFramesPerSecond: 120)
    public static let iPhoneSE = Device(
        name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaTop: 20, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    /// Every supported device, smallest first.
    public static let all = [iPhoneSE, iPhone16, iPhone16Pro, iPhone16Plus, iPhone16ProMax]

    /// The whole screen.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The screen less the status bar and home indicator areas.
    public var safeArea: CGRect {
        CGRect(x: 0, y: safeAreaTop, width: size.width, height: size.height - safeAreaTop - safeAreaBottom)
    }

    public var description: String { name }
}
