/// Items for a navigation bar or a bottom toolbar (Apple: `ToolbarContent`), made with
/// `ToolbarItem` and `ToolbarItemGroup` in a `toolbar(content:)` closure.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { add() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of this content's body.
    associatedtype Body: ToolbarContent
    /// The items this content is made of.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content the user may customize (Apple: `CustomizableToolbarContent`).
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One item of a toolbar: where it goes and what it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Toolbar content that lists its items without a body (the layer's own items).
@MainActor protocol _ToolbarItems {
    func _entries() -> [ToolbarEntry]
}

extension ToolbarContent {
    /// The items of this content, through its bodies.
    @MainActor func entries() -> [ToolbarEntry] {
        if let items = self as? any _ToolbarItems { return items._entries() }
        return body.entries()
    }
}

/// Several pieces of toolbar content in order (Apple: `TupleToolbarContent`).
public struct TupleToolbarContent<T> {
    let contents: [any ToolbarContent]
}

extension TupleToolbarContent: ToolbarContent, CustomizableToolbarContent {
    public var body: Never { fatalError("TupleToolbarContent has no body") }
}

extension TupleToolbarContent: _ToolbarItems {
    func _entries() -> [ToolbarEntry] { contents.flatMap { $0.entries() } }
}

/// One branch of an `if` or `switch` in toolbar content, or nothing for an `if` that fails.
struct ConditionalToolbarContent {
    let content: (any ToolbarContent)?
}

extension ConditionalToolbarContent: ToolbarContent, CustomizableToolbarContent, _ToolbarItems {
    var body: Never { fatalError("ConditionalToolbarContent has no body") }
    func _entries() -> [ToolbarEntry] { content?.entries() ?? [] }
}

/// Builds toolbar content from a closure's items (Apple: `ToolbarContentBuilder`).
@resultBuilder
public struct ToolbarContentBuilder {
    /// One piece of content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > {
        var contents: [any ToolbarContent] = []
        for piece in repeat each content { contents.append(piece) }
        return TupleToolbarContent(contents: contents)
    }

    /// Content shown when a condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> some ToolbarContent {
        ConditionalToolbarContent(content: content)
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> some ToolbarContent {
        ConditionalToolbarContent(content: first)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> some ToolbarContent {
        ConditionalToolbarContent(content: second)
    }
}
