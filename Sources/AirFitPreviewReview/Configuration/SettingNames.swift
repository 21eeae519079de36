import HeadlessLayout
import HeadlessSwiftUI
import Renderer

/// The names a review configuration and `airfit`'s options give devices, Dynamic Type sizes and
/// color schemes, lowercased: one table for both, so the same words work everywhere.
///
/// ```swift
/// SettingNames.devices["iphonese"]          // Device.iPhoneSE
/// SettingNames.dynamicTypeSizes["ax3"]       // .accessibility3
/// ```
public enum SettingNames {
    /// The devices by name: `iphonese`, `iphone16`, `iphone16pro`, `iphone16plus`, `iphone16promax`,
    /// and the earlier iPhones snapshot references are often recorded at (`iphone8` … `iphone13promax`,
    /// `Device.earlierIPhones`).
    public static let devices: [String: Device] = [
        "iphonese": .iPhoneSE, "iphone16": .iPhone16, "iphone16pro": .iPhone16Pro,
        "iphone16plus": .iPhone16Plus, "iphone16promax": .iPhone16ProMax,
        "iphone8": .iPhone8, "iphone8plus": .iPhone8Plus, "iphonex": .iPhoneX, "iphonexsmax": .iPhoneXsMax,
        "iphonexr": .iPhoneXr, "iphone12": .iPhone12, "iphone12promax": .iPhone12ProMax, "iphone13": .iPhone13,
        "iphone13mini": .iPhone13Mini, "iphone13pro": .iPhone13Pro, "iphone13promax": .iPhone13ProMax,
    ]

    /// Dynamic Type sizes by lowercased name: SwiftUI's case names (`accessibility5`) and the short
    /// names Apple's settings use (`ax5`).
    public static let dynamicTypeSizes: [String: DynamicTypeSize] = Dictionary(
        uniqueKeysWithValues: DynamicTypeSize.allCases.flatMap { size -> [(String, DynamicTypeSize)] in
            let name = "\(size)".lowercased()
            let short = name.hasPrefix("accessibility") ? ["ax" + name.dropFirst("accessibility".count)] : []
            return ([name] + short).map { ($0, size) }
        })

    /// What an unknown Dynamic Type size's message offers instead.
    public static let dynamicTypeSizeChoices = "xSmall … xxxLarge, accessibility1 … accessibility5 or AX1 … AX5"

    /// The device names, sorted, for a message.
    public static var deviceChoices: String { devices.keys.sorted().joined(separator: ", ") }

    /// A BCP 47 tag's shape: a 2–3 letter language, then subtags of 2–8 letters or digits.
    public static func isLocaleTag(_ tag: String) -> Bool {
        tag.range(of: "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", options: .regularExpression) != nil
    }
}
