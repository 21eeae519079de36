/// Declares a custom environment value in one line (Apple: `Entry()`, iOS 18).
///
/// Attach it to a `var` with a type and a default in an extension of `EnvironmentValues`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardElevation: Double = 2
/// }
///
/// Text("Lifted").environment(\.cardElevation, 6)
/// ```
///
/// It expands as SwiftUI's does: the property reads and writes `self[__Key_cardElevation.self]`,
/// and a private `EnvironmentKey` beside it returns the default, evaluated each time it is read.
/// An optional type without a default defaults to `nil`. The headless layer's macro serves
/// `EnvironmentValues`; SwiftUI's also serves `Transaction`, `FocusedValues` and `ContainerValues`,
/// which the layer does not have (D173).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "EntryMacro")
