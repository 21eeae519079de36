import Foundation

/// A geometric value of a view, resolved in another view's coordinates (Apple: `Anchor`). The
/// layer uses its sources only where SwiftUI takes one as an argument, as a popover's
/// attachment anchor does.
public struct Anchor<Value> {
    /// Where an anchor's value comes from (Apple: `Anchor.Source`).
    public struct Source {
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor belongs to.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: r) }
}
