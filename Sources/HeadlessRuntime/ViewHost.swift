import HeadlessLayout
import HeadlessSwiftUI
import Motion

/// Hosts a view headlessly for tests and tools: builds its graph, applies updates, changes the
/// environment as a person changes settings, and taps controls found by their accessibility label.
@MainActor
public final class ViewHost {
    let graph: ViewGraph

    let timeline = ViewTimeline()
    /// Frames from the last layout taken for transitions, for views that leave.
    private var lastFrames: [String: CGRect] = [:]
    /// The frames laid out just before the update under way, when it may animate.
    private var framesBeforeUpdate: [String: CGRect]?
    /// Where `ScrollViewProxy.scrollTo` left each scroll view's content, by the scroll view's identity.
    var scrollPositions: [String: CGPoint] = [:]

    /// Whether an update of these nodes can animate layout or needs frames: implicit animations,
    /// transitions, navigation pushes.
    private static func mayAnimate(_ nodes: [ViewNode]) -> Bool {
        nodes.contains { node in
            switch node.kind {
            case .effect(.animation), .effect(.transition), .effect(.navigationDestination): true
            default: false
            }
        }
    }

    /// Hosts `root` in `environment` on `device`, measuring text with `measurer` from the first
    /// layout on: the layouts taken while the view appears record the frames its animations start
    /// from, so they are taken as the picture will be drawn.
    public init(
        _ root: some View, environment: EnvironmentValues = EnvironmentValues(), device: Device = .iPhone16,
        measurer: any TextMeasuring = FixedAdvanceTextMeasurer()
    ) {
        self.measurer = measurer
        self.device = device
        var environment = environment
        screenFollowsDevice = environment[ProposedSizeKey.self] == .zero
        if screenFollowsDevice { Self.describeScreen(of: device, in: &environment) }
        Self.describeMainScreen(as: device)
        graph = ViewGraph(root: root, environment: environment)
        travel(across: device)
        timeline.record(old: [], new: graph.nodes, animation: nil)
        graph.willUpdate = { [unowned self] animation in
            // The frames before an update that may animate, so layout changes move from them, or
            // that may change a frame while it moves (a change without an animation sets it at once).
            let mayChangeAMove = self.timeline.isMovingFrames(at: self.timeline.now)
            self.framesBeforeUpdate =
                animation != nil || Self.mayAnimate(self.graph.nodes) || mayChangeAMove ? self.layout(on: self.device).frames : nil
        }
        graph.updateObserver = { [unowned self] old, new, animation in
            let previous = self.framesBeforeUpdate ?? self.lastFrames
            let needed = self.framesBeforeUpdate != nil || Self.mayAnimate(old + new)
            // Readers the layout resolves again change under this update's animation: the nodes
            // recorded are those after it.
            self.isRecordingUpdate = true
            let current = needed ? self.layout(on: self.device).frames : [:]
            self.isRecordingUpdate = false
            let implicit = self.timeline.record(old: old, new: self.graph.nodes, animation: animation) { current[$0] ?? previous[$0] }
            if let before = self.framesBeforeUpdate {
                self.timeline.recordFrames(old: before, new: current, animation: animation, implicit: implicit)
            }
            if !current.isEmpty { self.lastFrames = current }
            self.framesBeforeUpdate = nil
            self.recordMatchedGeometry(animation: animation, implicit: implicit)
        }
        // A reader resolved again outside an update (its first layout, a new device) takes the
        // values its content has now, as SwiftUI runs a reader's closure before it draws.
        graph.readerUpdateObserver = { [unowned self] old, new in
            if !self.isRecordingUpdate { self.timeline.record(old: old, new: new, animation: nil) }
        }
        graph.completionObserver = { [unowned self] completions, animation in
            self.schedule(completions, after: animation)
        }
        if Self.mayAnimate(graph.nodes) { lastFrames = layout(on: device).frames }
        recordMatchedGeometry(animation: nil, implicit: [:])
        // State changed by onAppear applies in the first update, at time 0.
        graph.update()
    }

    /// The screen of `device` as the environment gives it: a reader's first guess, the safe area
    /// sheets measure their detents from, and SwiftUI's `displayScale` (2 on an iPhone SE, 3 on an
    /// iPhone 16).
    private static func describeScreen(of device: Device, in environment: inout EnvironmentValues) {
        environment[ProposedSizeKey.self] = readerSize(on: device)
        environment[ScreenSafeAreaKey.self] = safeAreaInsets(on: device)
        environment[StatusBarHeightKey.self] = device.statusBarHeight
        environment.displayScale = device.scale
    }

    /// UIKit's main screen as the views built from now on read it (`UIScreen.main`): `device`'s
    /// (D267).
    private static func describeMainScreen(as device: Device) {
        UIScreen.described = UIScreen.Metrics(
            size: device.size, scale: device.scale, maximumFramesPerSecond: device.maximumFramesPerSecond)
    }

    /// The device matched-geometry moves are measured on and sheets travel across.
    public var device = Device.iPhone16 {
        didSet {
            travel(across: device)
            Self.describeMainScreen(as: device)
            // The screen a reader first guesses and sheets measure their detents from is the new
            // device's, unless the environment it was hosted in gave its own.
            guard screenFollowsDevice, device != oldValue else { return }
            let device = device
            setEnvironment { Self.describeScreen(of: device, in: &$0) }
        }
    }

    /// Whether the screen in the environment (a reader's first guess, the safe area sheets are
    /// measured from) was taken from the device, and so follows it when it changes.
    private let screenFollowsDevice: Bool

    /// Sheets rise the device's height and pushed pages cross its width.
    private func travel(across device: Device) {
        timeline.sheetTravel = device.size.height
        timeline.pushTravel = device.size.width
    }

    private func recordMatchedGeometry(animation: Animation?, implicit: [String: Animation?]) {
        let sources = graph.nodes.compactMap { node -> (MatchKey, String)? in
            switch node.kind {
            case let .effect(.matchedGeometry(id, namespace, true)): return (MatchKey(namespace: namespace, id: id), node.identity)
            case let .effect(.glassID(id?, namespace)): return (MatchKey(namespace: namespace, id: "glass:" + id), node.identity)
            default: return nil
            }
        }
        guard !sources.isEmpty else { return }
        let result = layout(on: device)
        var frames: [MatchKey: (identity: String, frame: CGRect)] = [:]
        for (key, identity) in sources {
            if let frame = result.frames[identity] { frames[key] = (identity, frame) }
        }
        timeline.recordMatched(frames, animation: animation, implicit: implicit)
    }

    /// The virtual clock, in seconds since the view appeared.
    public var time: TimeInterval { timeline.now }

    /// Moves the clock forward to `time`; changes made afterwards start their animations then.
    /// `TimelineView`s redraw with the new date.
    public func advance(to time: TimeInterval) {
        // Completion handlers due on the way run at their own moment, and what they change animates from there.
        while let next = pendingCompletions.first, next.time <= time {
            pendingCompletions.removeFirst()
            timeline.advance(to: next.time)
            next.completion.handler()
            graph.update()
        }
        timeline.advance(to: time)
        let hasTimelines = graph.nodes.contains { if case .timeline = $0.kind { true } else { false } }
        if hasTimelines { setEnvironment { $0[TimelineDateKey.self] = timeline.now } }
    }

    /// What a `GeometryReader` is told it has before the first layout: the device's screen inside
    /// its safe areas. Every layout then resolves each reader's content again for the frame it was
    /// given (`layout(on:measurer:scrollOffset:)`), so readers see their own size.
    public static func readerSize(on device: Device) -> CGSize {
        device.safeArea.size
    }

    /// The device's safe area insets, which a sheet's detents are measured from.
    package static func safeAreaInsets(on device: Device) -> EdgeInsets {
        EdgeInsets(top: device.safeAreaTop, leading: device.safeAreaLeft, bottom: device.safeAreaBottom, trailing: device.safeAreaRight)
    }

    /// Completion handlers waiting for their animation to end, earliest first.
    private var pendingCompletions: [(time: TimeInterval, completion: AnimationCompletion)] = []

    /// Queues `completions` for when `animation`, starting now, completes: a timing curve after its
    /// delay and duration, a spring once settled (the runtime does not tell SwiftUI's earlier
    /// "logically complete" moment of a spring from its settling); at once without an animation.
    private func schedule(_ completions: [AnimationCompletion], after animation: Animation?) {
        let duration = animation.map { AnimationTimeline(ViewTimeline.spec($0)).totalDuration ?? .infinity } ?? 0
        guard duration.isFinite else { return }
        // Each goes after every one due at the same time or earlier: those due together run in
        // the order they were added.
        let time = timeline.now + duration
        let index = pendingCompletions.firstIndex { $0.time > time } ?? pendingCompletions.endIndex
        pendingCompletions.insert(contentsOf: completions.map { (time, $0) }, at: index)
    }

    /// The value of `property` on the first node whose identity ends with `suffix`, at `time`
    /// (default: now), following any animation running on it.
    public func value(_ property: AnimatableProperty, atNodeEndingWith suffix: String = "", at time: TimeInterval? = nil) -> Double? {
        let departing = timeline.departing.keys.filter { timeline.isDeparting($0, at: time ?? self.time) }.sorted()
        return (graph.nodes.map(\.identity) + departing).lazy.compactMap { identity -> Double? in
            guard identity.hasSuffix(suffix) else { return nil }
            return self.timeline.value(AnimatableKey(identity: identity, property: property), at: time)
        }.first
    }

    /// Every haptic that fired, with its time.
    public var hapticsLog: [HapticEvent] { timeline.haptics }

    /// True when a state or observed change is waiting for `update()`.
    public var needsUpdate: Bool { graph.needsUpdate }

    /// Applies every pending state and observation change.
    public func update() {
        graph.update()
    }

    /// Changes the environment, as the system does when a setting changes, and rebuilds.
    public func setEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var values = graph.environment
        change(&values)
        graph.environment = values
    }

    /// Turns Reduce Motion on or off.
    public func setReduceMotion(_ isOn: Bool) {
        setEnvironment { $0._accessibilityReduceMotion = isOn }
    }

    /// How text is measured when no measurer is given (the renderer sets its Pango measurer, so
    /// frames recorded for animations are the frames it draws).
    public var measurer: any TextMeasuring = FixedAdvanceTextMeasurer()

    /// Every node's frame on `device`, text measured by `measurer` (default: the host's).
    /// Scroll views are scrolled down by `scrollOffset.y` points (clamped to their content).
    public func layout(
        on device: Device, measurer: (any TextMeasuring)? = nil,
        scrollOffset: CGPoint = .zero
    ) -> LayoutResult {
        let measurer = measurer ?? self.measurer
        performScrollRequests(on: device, measurer: measurer, scrollOffset: scrollOffset)
        // The same tree laid out again on the same device, scroll offset and measurer gives the
        // same frames: a picture lays out for its drawing and again for its layout check.
        let key = LayoutKey(
            generation: graph.generation, device: device, scrollOffset: scrollOffset, positions: scrollPositions, measurer: measurer)
        if let key, let last = lastLayout, last.key == key { return last.result }
        let result = freshLayout(on: device, measurer: measurer, scrollOffset: scrollOffset)
        // Keyed by the tree as it is after the layout (readers may have resolved again during it).
        lastLayout = LayoutKey(
            generation: graph.generation, device: device, scrollOffset: scrollOffset, positions: scrollPositions, measurer: measurer
        ).map {
            ($0, result)
        }
        return result
    }

    /// What a layout was taken of: the tree's generation, the device, the scroll offset, where
    /// `scrollTo` left the scroll views and the measurer (nil, and never reused, for a measurer
    /// that is a value, whose identity is unknown).
    private struct LayoutKey: Equatable {
        let generation: Int
        let device: Device
        let scrollOffset: CGPoint
        let positions: [String: CGPoint]
        let measurer: ObjectIdentifier

        init?(generation: Int, device: Device, scrollOffset: CGPoint, positions: [String: CGPoint], measurer: any TextMeasuring) {
            guard Swift.type(of: measurer) is AnyObject.Type else { return nil }
            (self.generation, self.device, self.scrollOffset, self.positions) = (generation, device, scrollOffset, positions)
            self.measurer = ObjectIdentifier(measurer as AnyObject)
        }
    }

    /// Whether an update's changes are being recorded (a reader resolved again then changes
    /// under the update's animation).
    private var isRecordingUpdate = false

    /// The last layout taken, and of what.
    private var lastLayout: (key: LayoutKey, result: LayoutResult)?

    /// A layout taken now, mirrored where views run right to left unless `mirrored` is false.
    func freshLayout(on device: Device, measurer: any TextMeasuring, scrollOffset: CGPoint, mirrored: Bool = true) -> LayoutResult {
        let engine = LayoutEngine(measurer: measurer)
        engine.scrollOffset = scrollOffset
        engine.scrollPositions = scrollPositions
        var result = engine.layout(graph.roots, on: device)
        // A GeometryReader's content is built for the reader's own frame: resolve it again for the
        // frames this layout gave, and lay out again, until the sizes hold (nested readers settle
        // one level per pass). What a reader's content changes as it appears (an action of
        // `onGeometryChange` or `onChange` setting state) is applied before the frame is shown,
        // as SwiftUI updates again before it draws.
        for _ in 0..<4 {
            guard graph.layoutGaveReaders(result.frames) else { break }
            if graph.needsUpdate { graph.update() }
            result = engine.layout(graph.roots, on: device)
        }
        return mirrored ? result.mirroringRightToLeft(graph.roots) : result
    }

    /// The view's ideal size (what it takes when offered nothing in particular), text measured by
    /// `measurer` (default: the host's) and rounded up to the pixel grid of `scale` pixels per
    /// point, as SwiftUI rounds text on a display of that scale.
    public func idealSize(measurer: (any TextMeasuring)? = nil, scale: CGFloat = 3) -> CGSize {
        LayoutEngine(measurer: measurer ?? self.measurer).idealSize(graph.roots, scale: scale)
    }

    /// The frame of the first node whose identity ends with `suffix`, in the last layout.
    public func frame(endingWith suffix: String, in result: LayoutResult) -> CGRect? {
        graph.nodes.first { $0.identity.hasSuffix(suffix) }.flatMap { result.frames[$0.identity] }
    }

    /// The frames of the text nodes whose string is `content`, in tree order.
    public func frames(ofText content: String, in result: LayoutResult) -> [CGRect] {
        graph.nodes.compactMap { node -> CGRect? in
            guard case let .text(text) = node.kind, text.content == content else { return nil }
            return result.frames[node.identity]
        }
    }

    /// The accessibility elements in the order VoiceOver reads them.
    public var accessibilityElements: [AccessibilityElement] {
        AccessibilityTreeBuilder.elements(graph.roots)
    }

    /// The accessibility elements in the order VoiceOver reads them, each with the frame its
    /// cursor outlines in `result` (nil for an element drawn by no laid-out node).
    ///
    /// ```swift
    /// let host = ViewHost(Button("Save") {})
    /// let outlined = host.accessibilityElements(in: host.layout(on: .iPhone16))  // [(Save, button), frame]
    /// ```
    public func accessibilityElements(in result: LayoutResult) -> [(element: AccessibilityElement, frame: CGRect?)] {
        accessibilityElements.map { ($0, $0.node.flatMap { result.frames[$0] }) }
    }

    /// How many times the body of the view at `identitySuffix` (its type name, e.g. `"Counter"`) ran.
    public func bodyEvaluations(of typeName: String) -> Int {
        graph.nodes.filter { if case let .custom(name) = $0.kind { name == typeName } else { false } }
            .compactMap { graph.storage(for: $0.identity)?.bodyEvaluations }.reduce(0, +)
    }

    /// Why a tap could not be made: nothing answers to the label, or what does is disabled.
    public struct TapError: Error, Equatable, CustomStringConvertible {
        public let label: String
        public let isDisabled: Bool

        public init(label: String, isDisabled: Bool = false) {
            self.label = label
            self.isDisabled = isDisabled
        }

        public var description: String {
            isDisabled ? "the control labelled \"\(label)\" is disabled" : "no button or tap gesture labelled \"\(label)\""
        }
    }

    /// Taps the button, or the view with `onTapGesture`, whose accessibility label is `label`, then
    /// applies the resulting updates.
    public func tap(_ label: String) throws(TapError) {
        let node = ButtonFinder.node(labelled: label, in: graph.roots)
        // A disabled control ignores taps; what answers to the label is then reported disabled.
        guard let node, node.environment.isEnabled, let action = ButtonFinder.action(of: node) else {
            throw TapError(label: label, isDisabled: node != nil)
        }
        deliver(action, at: nil) { [unowned self] in target(of: node) }
        update()
    }
}
