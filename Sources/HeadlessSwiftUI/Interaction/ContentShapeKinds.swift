import Foundation

/// What a content shape defines (Apple: `ContentShapeKinds`): where taps land, the preview a
/// context menu or a drag lifts, the hover effect's outline, the accessibility frame.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Where the view takes taps and other touches.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The frame accessibility reports.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

extension View {
    /// `shape` as this view's content shape for `kind` (Apple: `contentShape(_:_:eoFill:)`): for
    /// `.interaction` it is where taps land, as `contentShape(_:eoFill:)`; previews, hover outlines
    /// and accessibility frames are not drawn here.
    ///
    /// ```swift
    /// row.contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 12))
    /// ```
    @ViewBuilder
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        if kind.contains(.interaction) { contentShape(shape, eoFill: eoFill) } else { self }
    }
}
