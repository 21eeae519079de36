/// A value a text carries for a text renderer to read (Apple: `TextAttribute`, iOS 17).
public protocol TextAttribute: Hashable {}

extension Text {
    /// This text carrying `value` for a text renderer (Apple: `customAttribute(_:)`); the text
    /// draws as it did, as on iOS without a renderer (D273).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}
