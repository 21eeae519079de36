/// Builds views from closures: any number of children, `if`/`else`, `switch`, optionals and
/// availability checks (Apple: `ViewBuilder`). Its functions are nonisolated, so views can be
/// built off the main actor, as in iOS 18.
@resultBuilder
public struct ViewBuilder {
    /// A single view in a builder, passed through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty builder: `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A builder with one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A builder with several views: a `TupleView` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`–`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch of an `if`–`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A view inside `if #available`, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
