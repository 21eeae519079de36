import Foundation

/// A geometric value of a view, resolved in another view's coordinates (Apple: `Anchor`): a view
/// makes one with `anchorPreference(key:value:transform:)`, and a `GeometryProxy` reads it with
/// `proxy[anchor]` in the reader's own coordinates.
///
/// ```swift
/// Text("Selected").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
///     .overlayPreferenceValue(BoundsKey.self) { anchor in
///         GeometryReader { proxy in
///             if let anchor { Rectangle().frame(width: proxy[anchor].width, height: 2) }
///         }
///     }
/// ```
public struct Anchor<Value> {
    /// The identity of the view the anchor was made in.
    let identity: String
    /// What of that view's frame the anchor stands for.
    let source: Source

    /// Where an anchor's value comes from (Apple: `Anchor.Source`): a function of the frame of
    /// the view it is made in, that frame in the coordinates it is read in.
    public struct Source {
        /// What the source is, for equality: the rectangle, point or unit point it was made from.
        let key: AnyHashable
        /// The value for the view's frame.
        let value: (CGRect) -> Value
        /// The rectangle `rect(_:)` was given; nil for the view's bounds (a popover's attachment).
        let rect: CGRect?

        init(key: AnyHashable, rect: CGRect? = nil, value: @escaping (CGRect) -> Value) {
            self.key = key
            self.rect = rect
            self.value = value
        }
    }

    /// The anchor's value where the view it was made in has `frame`.
    func value(in frame: CGRect) -> Value { source.value(frame) }
}

extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor: @unchecked Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when they are made in the same view from the same source.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool {
        lhs.identity == rhs.identity && lhs.source.key == rhs.source.key
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(source.key)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor belongs to.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(key: "bounds") { $0 } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(key: "rect \(r)", rect: r) {
            CGRect(x: $0.minX + r.minX, y: $0.minY + r.minY, width: r.width, height: r.height)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(key: "point \(p)") { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }

    /// A point of the view's bounds given in unit coordinates: (0, 0) its top leading corner,
    /// (1, 1) its bottom trailing one.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(key: "unit \(p.x) \(p.y)") { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }

    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// A source of every value of `array`, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(key: AnyHashable(array.map(\.key))) { frame in array.map { $0.value(frame) } }
    }

    /// A source of `anchor`'s value, or of nil when it is nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(key: AnyHashable(anchor?.key)) { frame in anchor?.value(frame) }
    }
}
