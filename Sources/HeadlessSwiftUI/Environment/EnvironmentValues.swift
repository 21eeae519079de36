import Foundation
import Observation

/// A key into the environment with its default (Apple: `EnvironmentKey`).
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a view sees when no ancestor sets one.
    static var defaultValue: Self.Value { get }
}

/// The values a view inherits from its ancestors (Apple: `EnvironmentValues`).
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default environment: light, Large text, no accessibility settings.
    public init() {}

    /// The value for a custom key; its `defaultValue` when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Only a stored value is cast: casting an absent one to an optional `Value` would give
        // nil, not the key's default (a key whose default is `.compact` read as nil).
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// An `@Observable` object placed with `.environment(_:)`, found by its type.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        values[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        values[ObjectIdentifier(type)] = object
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// Light or dark appearance (Apple: `ColorScheme`).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// Light or dark appearance.
    case light, dark
}

/// The user's preferred text size (Apple: `DynamicTypeSize`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// The seven standard text sizes, Extra Small to Extra Extra Extra Large (Large is the default).
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The five accessibility text sizes, AX1 to AX5.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True from accessibility1 up.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// Whether the view is shown light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The text size the person chose in Settings, or that a view set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Read-only for views, as in SwiftUI; the runtime sets it.
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }

    /// Read-only for views, as in SwiftUI; the runtime sets it.
    public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }

    /// Pixels per point of the display (3 on an iPhone 16).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The default font of text inside; nil for `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The system settings views can only read, set by the runtime.
    package var _accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    package var _accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
}
