import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts
import Renderer

/// What a team's review draws: the checked-in `airfit-review.json`. Every preview is drawn in
/// every combination of the lists (devices × schemes × sizes × languages × display settings);
/// a list left out has one default entry.
///
/// ```json
/// {
///   "modules": ["ProfileScreen"],
///   "devices": ["iphone16", "iphonese"],
///   "schemes": ["light", "dark"],
///   "dynamicTypeSizes": ["large", "AX3"],
///   "locales": ["en-US", "ar"],
///   "pseudoLanguages": ["double-length"],
///   "displaySettings": ["standard", "boldText"],
///   "scale": 2,
///   "timeout": 60
/// }
/// ```
public struct ReviewConfiguration: Equatable, Sendable {
    /// The modules whose previews are reviewed (as their files' `#fileID` begins); empty: every
    /// module with previews in the program.
    public var modules: [String] = []
    public var devices: [Device] = [.iPhone16]
    public var appearances: [Appearance] = [.light]
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// Locales (BCP 47 tags) and pseudo-languages, in the file's order: locales first.
    public var languages: [ReviewLanguage] = [.locale("en-US")]
    public var displaySettings: [DisplaySetting] = [.standard]
    /// Pixels per point of every picture.
    public var scale: Double = 2
    /// How long one preview may take to draw before it is reported as never settling, in seconds.
    public var timeout: Double = 60

    /// The most variants a configuration may ask for (the issue's target is 40 per preview).
    public static let maximumVariants = 4_096
    /// The largest configuration file read.
    public static let maximumFileBytes = 1 << 20
    /// The keys a configuration may have.
    public static let keys = [
        "modules", "devices", "schemes", "dynamicTypeSizes", "locales", "pseudoLanguages", "displaySettings", "scale", "timeout",
    ]

    /// The defaults: every module's previews on an iPhone 16, light, at the default size, in US English.
    public init() {}

    /// How many variants each preview is drawn in.
    public var variantCount: Int {
        devices.count * appearances.count * dynamicTypeSizes.count * languages.count * displaySettings.count
    }

    /// The configuration in the file at `path`.
    public static func load(path: String) throws(ReviewConfigurationError) -> ReviewConfiguration {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int else {
            throw ReviewConfigurationError(file: path, "cannot be read: no such file (write one as docs/preview-review.md shows)")
        }
        guard size <= maximumFileBytes else {
            throw ReviewConfigurationError(file: name, "is \(size) bytes; a configuration may have at most \(maximumFileBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ReviewConfigurationError(file: name, "cannot be read as UTF-8 text")
        }
        return try parse(text, file: name)
    }

    /// The configuration `text` spells; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ReviewConfigurationError) -> ReviewConfiguration {
        let lines = ConfigurationLines(text: text)
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw ReviewConfigurationError(file: file, line: 1, "must be a JSON object ({ \"devices\": [...], ... })")
            }
            object = parsed
        } catch let error as ReviewConfigurationError {
            throw error
        } catch {
            throw ReviewConfigurationError(file: file, "is not valid JSON: \((error as NSError).localizedDescription)")
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            throw ReviewConfigurationError(
                file: file, line: lines.line(ofKey: key), "unknown key \"\(key)\"; the keys are \(keys.joined(separator: ", "))")
        }
        func strings(_ key: String) throws(ReviewConfigurationError) -> [String]? {
            guard let value = object[key] else { return nil }
            guard let list = value as? [String], !list.isEmpty else {
                throw ReviewConfigurationError(file: file, line: lines.line(ofKey: key), "\"\(key)\" must be a non-empty list of strings")
            }
            return list
        }
        func lookUp<Value>(_ key: String, _ table: (String) -> Value?, accepted: String) throws(ReviewConfigurationError) -> [Value]? {
            guard let names = try strings(key) else { return nil }
            var values: [Value] = []
            for name in names {
                guard let value = table(name) else {
                    throw ReviewConfigurationError(
                        file: file, line: lines.line(ofValue: name, under: key), "unknown \(key) entry \"\(name)\"; use \(accepted)")
                }
                values.append(value)
            }
            return values
        }
        func number(_ key: String, in range: ClosedRange<Double>) throws(ReviewConfigurationError) -> Double? {
            guard let value = object[key] else { return nil }
            // A JSON `true` is an NSNumber too: its type is a char ("c"), a number's an int or a double.
            guard let boxed = value as? NSNumber, String(cString: boxed.objCType) != "c", range.contains(boxed.doubleValue) else {
                throw ReviewConfigurationError(
                    file: file, line: lines.line(ofKey: key),
                    "\"\(key)\" must be a number from \(range.lowerBound.formatted()) to \(range.upperBound.formatted())")
            }
            return boxed.doubleValue
        }

        var configuration = ReviewConfiguration()
        configuration.modules = try strings("modules") ?? []
        configuration.devices =
            try lookUp("devices", { SettingNames.devices[$0.lowercased()] }, accepted: "one of \(SettingNames.deviceChoices)")
            ?? configuration.devices
        configuration.appearances =
            try lookUp("schemes", { Appearance(rawValue: $0.lowercased()) }, accepted: "light or dark") ?? configuration.appearances
        configuration.dynamicTypeSizes =
            try lookUp(
                "dynamicTypeSizes", { SettingNames.dynamicTypeSizes[$0.lowercased()] }, accepted: SettingNames.dynamicTypeSizeChoices)
            ?? configuration.dynamicTypeSizes
        let locales =
            try lookUp(
                "locales", { SettingNames.isLocaleTag($0) ? ReviewLanguage.locale($0) : nil },
                accepted: "a BCP 47 tag such as en-US, de or ar") ?? []
        let pseudo =
            try lookUp(
                "pseudoLanguages", { ReviewLanguage.pseudo($0.lowercased()) },
                accepted: ReviewLanguage.pseudoLanguageNames.joined(separator: ", ")) ?? []
        if !(locales + pseudo).isEmpty { configuration.languages = locales + pseudo }
        configuration.displaySettings =
            try lookUp(
                "displaySettings", { DisplaySetting(rawValue: $0) },
                accepted: DisplaySetting.allCases.map(\.rawValue).joined(separator: ", ")) ?? configuration.displaySettings
        configuration.scale = try number("scale", in: 1...4) ?? configuration.scale
        configuration.timeout = try number("timeout", in: 1...3_600) ?? configuration.timeout
        guard configuration.variantCount <= maximumVariants else {
            throw ReviewConfigurationError(
                file: file, "asks for \(configuration.variantCount) variants of each preview; at most \(maximumVariants)")
        }
        return configuration
    }
}

/// Where a key or a value of a configuration stands, for errors.
struct ConfigurationLines {
    let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line of `"key"`, 1-based.
    func line(ofKey key: String) -> Int? {
        lines.firstIndex { $0.contains("\"\(key)\"") }.map { $0 + 1 }
    }

    /// The first line at or after `key`'s that holds `"value"`.
    func line(ofValue value: String, under key: String) -> Int? {
        let start = (line(ofKey: key) ?? 1) - 1
        return lines[start...].firstIndex { $0.contains("\"\(value)\"") }.map { $0 + 1 }
    }
}
