/// A detent whose height is computed from the sheet's context (Apple: `CustomPresentationDetent`).
///
/// ```swift
/// struct QuarterDetent: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 4 }
/// }
/// ```
public protocol CustomPresentationDetent {
    /// The detent's height in `context`, or nil to leave it out.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// The context a custom detent's height is computed in.
    public typealias Context = PresentationDetent.Context
}
