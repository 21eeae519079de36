import Foundation

/// How a path is painted in a canvas (Apple: `GraphicsContext.Shading`).
public struct GraphicsContextShading: Sendable {
    package let style: any ShapeStyle

    public static func color(_ color: Color) -> GraphicsContextShading { GraphicsContextShading(style: color) }
    public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContextShading { GraphicsContextShading(style: style) }
}

/// An immediate-mode drawing destination (Apple: `GraphicsContext`); it records what is drawn
/// for the renderer.
public struct GraphicsContext {
    public typealias Shading = GraphicsContextShading

    /// One recorded drawing operation.
    package enum Operation {
        case fill(Path, Shading)
        case stroke(Path, Shading, StrokeStyle)
    }

    package private(set) var operations: [Operation] = []
    public var opacity: Double = 1

    package init() {}

    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        operations.append(.fill(path, shading))
    }

    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        operations.append(.stroke(path, shading, style))
    }

    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A view drawn with code (Apple: `Canvas`).
public struct Canvas<Symbols: View> {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    public var body: Never { bodyError() }
}

extension Canvas where Symbols == EmptyView {
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}

extension Canvas: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.canvas(renderer))]
    }
}

/// When a `TimelineView` redraws (Apple: `TimelineSchedule`).
public protocol TimelineSchedule {}

/// Every frame (Apple: `AnimationTimelineSchedule`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public let minimumInterval: Double?
    public let paused: Bool

    nonisolated public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
}

/// At a fixed interval (Apple: `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public let startDate: Date
    public let interval: TimeInterval

    nonisolated public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

/// When a schedule last updated at a time (headless: the clock runs continuously).
protocol _TimelineUpdates {
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval
}

extension AnimationTimelineSchedule: _TimelineUpdates {
    /// Every frame, or every `minimumInterval`; a paused schedule stays at its first date.
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval {
        if paused { return 0 }
        guard let interval = minimumInterval, interval > 0, interval.isFinite else { return time }
        return (time / interval).rounded(.down) * interval
    }
}

extension PeriodicTimelineSchedule: _TimelineUpdates {
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval {
        let start = startDate.timeIntervalSinceReferenceDate
        guard interval > 0, interval.isFinite, time > start else { return start }
        return start + ((time - start) / interval).rounded(.down) * interval
    }
}

/// What a `TimelineView` gives its content (Apple: `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
    public let date: Date
}

/// Content redrawn on a schedule (Apple: `TimelineView`). The runtime's clock sets the date.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView where Content: View {
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: View, _PrimitiveView where Content: View {
    public var body: Never { bodyError() }

    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let now = context.environment[TimelineDateKey.self]
        // The schedule's last update at or before the clock's time.
        let date = Date(timeIntervalSinceReferenceDate: (schedule as? any _TimelineUpdates)?._lastUpdate(atOrBefore: now) ?? now)
        return [context.node(.timeline, children: context.resolve(content(TimelineViewDefaultContext(date: date)), component: "content"))]
    }
}

/// The runtime clock's time for timeline views, in seconds since the reference date.
package struct TimelineDateKey: EnvironmentKey {
    public static let defaultValue: TimeInterval = 0
}
