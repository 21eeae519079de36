import PlatformFacts

/// A number that grows with Dynamic Type along a text style's curve (Apple: `ScaledMetric`),
/// scaled with the foundation's table of iOS sizes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox()

    /// A value that scales with Dynamic Type as `textStyle` does.
    nonisolated public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A value that scales with Dynamic Type as body text does.
    nonisolated public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the environment's text size.
    public var wrappedValue: Value {
        let size = box.values?.dynamicTypeSize ?? .large
        return Value(DynamicTypeTable.scaled(Double(baseValue), relativeTo: textStyle.systemTextStyle, at: size.category))
    }
}

extension ScaledMetric: _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext) {
        box.values = context.environment
    }
}

extension Font.TextStyle {
    /// The foundation's name for this style.
    package var systemTextStyle: SystemTextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
}

extension DynamicTypeSize {
    /// The foundation's name for this size.
    package var category: DynamicTypeCategory {
        DynamicTypeCategory.allCases[Self.allCases.firstIndex(of: self)!]
    }
}
