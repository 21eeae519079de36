import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts
import Renderer

/// One combination of settings a preview is drawn in.
///
/// ```swift
/// ReviewVariant(device: .iPhone16, appearance: .dark, dynamicTypeSize: .accessibility3,
///               language: .locale("ar"), displaySetting: .boldText).name
/// // "iphone16-dark-ax3-ar-boldtext"
/// ```
public struct ReviewVariant: Hashable, Sendable {
    public let device: Device
    public let appearance: Appearance
    public let dynamicTypeSize: DynamicTypeSize
    public let language: ReviewLanguage
    public let displaySetting: DisplaySetting

    public init(
        device: Device, appearance: Appearance, dynamicTypeSize: DynamicTypeSize, language: ReviewLanguage,
        displaySetting: DisplaySetting
    ) {
        self.device = device
        self.appearance = appearance
        self.dynamicTypeSize = dynamicTypeSize
        self.language = language
        self.displaySetting = displaySetting
    }

    /// Every variant of `configuration`, in the file's order (devices outermost).
    public static func all(_ configuration: ReviewConfiguration) -> [ReviewVariant] {
        configuration.devices.flatMap { device in
            configuration.appearances.flatMap { appearance in
                configuration.dynamicTypeSizes.flatMap { size in
                    configuration.languages.flatMap { language in
                        configuration.displaySettings.map { setting in
                            ReviewVariant(
                                device: device, appearance: appearance, dynamicTypeSize: size, language: language,
                                displaySetting: setting)
                        }
                    }
                }
            }
        }
    }

    /// Its file name (without `.png`): device, scheme, size, language and setting, lowercased.
    public var name: String {
        let device = SettingNames.devices.first { $0.value == self.device }?.key ?? "device"
        let size = "\(dynamicTypeSize)".lowercased().replacingOccurrences(of: "accessibility", with: "ax")
        let setting = displaySetting == .standard ? [] : [displaySetting.rawValue.lowercased()]
        return ([device, appearance.rawValue, size, language.name.lowercased()] + setting).joined(separator: "-")
    }

    /// What it shows, for captions: "iPhone 16 · dark · AX3 · ar · boldText".
    public var caption: String {
        let size = "\(dynamicTypeSize)".replacingOccurrences(of: "accessibility", with: "AX")
        let setting = displaySetting == .standard ? [] : [displaySetting.rawValue]
        return ([device.name, appearance.rawValue, size, language.name] + setting).joined(separator: " · ")
    }

    /// The render settings of a picture at `scale`.
    public func settings(scale: Double) -> RenderSettings {
        var settings = RenderSettings(device: device, scale: CGFloat(scale), appearance: appearance, dynamicTypeSize: dynamicTypeSize)
        settings = language.applied(to: settings)
        return displaySetting.applied(to: settings)
    }
}
