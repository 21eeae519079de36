import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

/// Behaviours `make mutants --module HeadlessRuntime --tests HeadlessSwiftUITests` found untested
/// (docs/testing.md): a turn about the z axis, the lines a short frame shows under a `lineLimit`,
/// and the display transform's rotation and its use on paths.
@MainActor
struct RuntimeMutationGapTests {
    /// `rotation3DEffect` about the z axis (toward the viewer) turns the view in its plane, as
    /// `rotationEffect` by the same angle does: no foreshortening, every corner where the plane
    /// rotation puts it.
    @Test func aTurnAboutTheZAxisIsAPlaneRotation() throws {
        // Where a corner of the 40 × 20 pt view is drawn: its transform, then any projection group's
        // homography (row-major, on screen points).
        func corners(_ view: some View) throws -> [CGPoint] {
            let item = try #require(ViewHost(view).displayList(on: .iPhone16).first { $0.frame.size == CGSize(width: 40, height: 20) })
            let frame = item.frame
            let projections = item.groups.compactMap { if case let .projection(m) = $0.effect { m } else { nil } }
            return [CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY)].map { corner in
                projections.reduce(item.transform.apply(corner)) { p, m in
                    let w = m[6] * p.x + m[7] * p.y + m[8]
                    return CGPoint(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
                }
            }
        }
        let turned = try corners(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
        let rotated = try corners(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(30)))
        #expect(turned.count == 2 && rotated.count == 2)
        for (a, b) in zip(turned, rotated) {
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "\(a) for \(b)")
        }
    }

    /// A text whose frame is shorter than its `lineLimit`'s lines shows the lines that fit, the
    /// last cut with an ellipsis (iOS: the frame's height wins over a larger line limit): one line
    /// of 20 pt, not three.
    @Test func aShortFrameShowsFewerLinesThanTheLineLimit() throws {
        let words = "Upper body strength, forty five minutes"
        let host = ViewHost(Text(words).lineLimit(3).frame(width: 120, height: 25))
        let text = try #require(host.drawnTexts().first { $0.string == words })
        #expect(text.lineLimit == 1)
    }

    /// `DisplayTransform.rotation(degrees:about:)` turns clockwise on screen by degrees, not radians:
    /// a quarter turn takes the point one to the right of its anchor to one below it.
    @Test func aQuarterTurnTakesRightToDown() {
        let anchor = CGPoint(x: 10, y: 20)
        let point = DisplayTransform.rotation(degrees: 90, about: anchor).apply(CGPoint(x: 11, y: 20))
        #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 21) < 1e-9, "\(point)")
    }

    /// A path drawn under a transform is moved by it, and left as it is by the identity.
    @Test func aPathUnderATransformIsMoved() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.applying(DisplayTransform.translation(5, 7)).boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(square.applying(DisplayTransform.identity).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Moves a square 100 pt further right each tap, animated linearly over a second.
    struct Stepper: View {
        @State private var x: CGFloat = 0

        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 1)) { x += 100 } }
                Color.red.frame(width: 20, height: 20).offset(x: x)
            }
        }
    }

    /// Timing-curve animations started while one runs add to it (SwiftUI combines them additively,
    /// WWDC23 "Explore SwiftUI animation"): three taps a quarter second apart end 300 pt along, each
    /// adding the distance from where the ones before were heading.
    @Test func threeAdditiveAnimationsEndAtTheLastTarget() throws {
        let host = ViewHost(Stepper())
        for time in [0, 0.25, 0.5] {
            host.advance(to: time)
            try host.tap("Go")
        }
        let square = try #require(host.displayList(on: .iPhone16, at: 3).first { $0.frame.size == CGSize(width: 20, height: 20) })
        #expect(square.transform.apply(CGPoint(x: square.frame.minX, y: 0)).x - square.frame.minX == 300)
    }

    /// A button scrolled wholly out of its scroll view takes no taps where it is drawn: its tap
    /// target has no visible frame, and one half scrolled in keeps the half that shows. Ten
    /// 100 pt buttons in a sideways row on a 393 pt wide iPhone 16: the fourth shows 93 pt, the
    /// fifth nothing. A button of no area has no visible frame either.
    @Test func aButtonScrolledOutOfViewHasNoVisibleFrame() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in
                        Button(action: {}) { Text("Item \(index)").frame(width: 100, height: 44) }
                    }
                }
            })
        let targets = host.tapTargets(in: host.layout(on: .iPhone16))
        let fourth = try #require(targets.first { $0.label == "Item 3" })
        let fifth = try #require(targets.first { $0.label == "Item 4" })
        #expect(fourth.visibleFrame?.width == 93)
        #expect(fifth.visibleFrame == nil)
        #expect(fifth.frame.minX == 400)
        // A button of no area, on screen, takes no taps either.
        let flat = ViewHost(ScrollView { Button(action: {}) { Color.red.frame(width: 100, height: 0) } })
        let target = try #require(flat.tapTargets(in: flat.layout(on: .iPhone16)).first)
        #expect(target.frame.width == 100 && target.frame.height == 0)
        #expect(target.visibleFrame == nil)
    }

    /// Symbols named for a reading direction flip right to left, both ways (`.forward` and
    /// `.backward`, and the named exceptions such as `arrow.uturn.backward`); those named for a side
    /// (`chevron.left`) do not.
    @Test func symbolsNamedForAReadingDirectionFlipRightToLeft() throws {
        for (name, flips) in [
            ("chevron.forward", true), ("chevron.backward", true), ("arrow.uturn.backward", true), ("text.insert", true),
            ("chevron.left", false), ("heart.fill", false),
        ] {
            let host = ViewHost(Image(systemName: name).environment(\.layoutDirection, .rightToLeft))
            let symbol = try #require(host.displayList(on: .iPhone16).first { if case .symbol = $0.content { true } else { false } })
            #expect(symbol.transform.a == (flips ? -1 : 1), "\(name)")
        }
    }

    /// Where `rotation3DEffect` draws a point (D38): turned about the y axis by θ and seen from
    /// `depth / perspective` away (depth: the view's larger side), a point `dx` from the centre is
    /// drawn at `dx cos θ / (1 + dx sin θ / d)` across and `dy / (1 + dx sin θ / d)` down, the
    /// projection of a turned plane worked out by hand. A 40 × 20 pt view turned 30° with
    /// perspective 1 (d = 40): its right edge's corner recedes to (13.856, 8), its left one comes
    /// forward to (−23.094, −13.333); a 40 × 40 pt view is projected from the same distance.
    @Test func aThreeDimensionalTurnIsProjectedFromTheLargerSide() throws {
        func projection(_ view: some View, size: CGSize) throws -> (matrix: [Double], center: CGPoint) {
            let item = try #require(ViewHost(view).displayList(on: .iPhone16).first { $0.frame.size == size })
            let matrix = try #require(item.groups.compactMap { if case let .projection(m) = $0.effect { m } else { nil } }.first)
            return (matrix, CGPoint(x: item.frame.midX, y: item.frame.midY))
        }
        func drawn(_ m: [Double], _ p: CGPoint) -> CGPoint {
            let (x, y) = (Double(p.x), Double(p.y))
            let w: Double = m[6] * x + m[7] * y + m[8]
            let across: Double = m[0] * x + m[1] * y + m[2]
            let down: Double = m[3] * x + m[4] * y + m[5]
            return CGPoint(x: across / w, y: down / w)
        }
        let wide = try projection(
            Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)),
            size: CGSize(width: 40, height: 20))
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        for (dx, dy) in [(20.0, 10.0), (-20.0, -10.0)] {
            let w = 1 + dx * s / 40
            let point = drawn(wide.matrix, CGPoint(x: wide.center.x + dx, y: wide.center.y + dy))
            #expect(abs(point.x - wide.center.x - dx * c / w) < 1e-9, "\(dx), \(dy)")
            #expect(abs(point.y - wide.center.y - dy / w) < 1e-9, "\(dx), \(dy)")
        }
        let right = drawn(wide.matrix, CGPoint(x: wide.center.x + 20, y: wide.center.y + 10))
        #expect(abs(right.x - wide.center.x - 13.856) < 0.001 && abs(right.y - wide.center.y - 8) < 1e-9)
        let square = try projection(
            Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)),
            size: CGSize(width: 40, height: 40))
        let edge = drawn(square.matrix, CGPoint(x: square.center.x + 20, y: square.center.y))
        #expect(abs(edge.x - square.center.x - 13.856) < 0.001)
    }

    /// A pushed page covers the page under it with the system background, once (the root page
    /// has none of its own): at rest, one page background, a full-screen fill.
    @Test func aPushedPageIsDrawnOverOneBackground() throws {
        let items = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan")])).displayList(on: .iPhone16, at: 10)
        let backgrounds = items.filter { $0.identity.hasSuffix("#background") }
        #expect(backgrounds.count == 1)
        let background = try #require(backgrounds.first)
        #expect(background.frame == Device.iPhone16.bounds)
        if case .fill = background.content {} else { Issue.record("the page's background is \(background.content), not a fill") }
        // `systemBackground` of the page's appearance: white in light, black in dark.
        #expect(background.content == .fill(.color(red: 1, green: 1, blue: 1, opacity: 1)))
        let dark = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan")]).environment(\.colorScheme, .dark))
        let darkBackground = try #require(dark.displayList(on: .iPhone16, at: 10).first { $0.identity.hasSuffix("#background") })
        #expect(darkBackground.content == .fill(.color(red: 0, green: 0, blue: 0, opacity: 1)))
    }

    /// A resizable symbol's live area fills the shorter side of its frame: in 40 × 20 pt, a glyph
    /// whose live area is 20 pt (its em 20 / (20/24), 24 pt).
    @Test func aResizableSymbolFillsTheShorterSide() throws {
        let items = ViewHost(Image(systemName: "star.fill").resizable().frame(width: 40, height: 20)).displayList(on: .iPhone16)
        let size = try #require(items.compactMap { if case let .symbol(_, size, _, _, _) = $0.content { size } else { nil } }.first)
        #expect(abs(size - 20 / SymbolMetrics.liveArea) < 1e-9)
    }

    /// A display list diff names an item drawn only in the new list as added, not also as changed,
    /// and is empty only when nothing was added, removed or changed.
    @Test func aDiffOfOneAddedItem() throws {
        let items = ViewHost(
            VStack {
                Text("A")
                Text("B")
            }
        ).displayList(on: .iPhone16)
        let last = try #require(items.last)
        let diff = DisplayListDiff(from: Array(items.dropLast()), to: items)
        #expect(diff.added == [last.identity] && diff.removed.isEmpty && diff.changed.isEmpty)
        #expect(!diff.isEmpty)
        #expect(!DisplayListDiff(from: items, to: Array(items.dropLast())).isEmpty)
        #expect(DisplayListDiff(from: items, to: items).isEmpty)
    }

    /// A press is cancelled on the button pressed, by its label: cancelling "Save" while only
    /// "Add" is pressed is an error, and leaves "Add" pressed (its release runs it).
    @Test func cancellingAPressNamesTheButtonPressed() throws {
        var runs = 0
        let host = ViewHost(
            VStack {
                Button("Add") { runs += 1 }
                Button("Save") {}
            })
        try host.press("Add")
        #expect(throws: InteractionError.self) { try host.cancelPress("Save") }
        try host.release("Add")
        #expect(runs == 1)
    }

    /// `rotation3DEffect`'s axis is a direction: (0, 2, 0) turns the view as (0, 1, 0) does.
    @Test func aRotationAxisIsADirectionWhateverItsLength() throws {
        func projection(_ view: some View) throws -> [Double] {
            let item = try #require(ViewHost(view).displayList(on: .iPhone16).first { $0.frame.size == CGSize(width: 40, height: 20) })
            return try #require(item.groups.compactMap { if case let .projection(m) = $0.effect { m } else { nil } }.first)
        }
        let unit = try projection(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))
        let long = try projection(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 2, z: 0)))
        #expect(unit.count == 9 && long.count == 9)
        for (a, b) in zip(unit, long) { #expect(abs(a - b) < 1e-9, "\(unit) vs \(long)") }
    }

    /// A transform's determinant is ad − bc, the factor it scales areas by: a quarter turn keeps
    /// them (1), a scale of 2 by 3 multiplies them by 6, a mirror flips their sign.
    @Test func aTransformsDeterminantIsTheAreaItScalesBy() {
        #expect(DisplayTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 7).determinant == 1)
        #expect(DisplayTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0).determinant == 6)
        #expect(DisplayTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0).determinant == -1)
    }

    /// A view that appears already presenting its sheet presents it as a change of state does:
    /// the sheet rises from the bottom of the screen (852 pt on an iPhone 16) to its place.
    @Test func aSheetPresentedByAViewThatAppearsRises() throws {
        let host = ViewHost(AppearingSheetProbe())
        try host.tap("Show")
        let offset = { (time: TimeInterval) in
            host.displayList(on: .iPhone16, at: time).first {
                if case let .text(text) = $0.content { text.string == "Sheet content" } else { false }
            }?.offset.height
        }
        #expect(offset(0) == 852)
        #expect(abs(try #require(offset(5))) < 1e-6)
    }

    /// Liquid Glass turns opaque under either setting alone (D151): Reduce Transparency, or Increase
    /// Contrast; with neither it is a frosted backdrop.
    @Test func glassTurnsOpaqueUnderEitherSetting() {
        func backdrops(_ change: (inout EnvironmentValues) -> Void) -> Int {
            var environment = EnvironmentValues()
            change(&environment)
            let items = ViewHost(Text("Run").padding().glassEffect(), environment: environment).displayList(on: .iPhone16)
            return items.filter { if case .shape(_, .backdrop, nil) = $0.content { true } else { false } }.count
        }
        #expect(backdrops { _ in } == 1)
        #expect(backdrops { $0._accessibilityReduceTransparency = true } == 0)
        #expect(backdrops { $0._colorSchemeContrast = .increased } == 0)
    }

    /// Under Reduce Transparency the glass is an opaque surface with no edge; Increase Contrast adds
    /// the contrasting edge, a 1 pt stroke of the label color at 55% (D151). Clear glass frosts
    /// lightly (a 4 pt blur, saturation 1.2), regular glass more; a tint is laid over at 25%.
    @Test func theEdgeIsIncreaseContrastsAndClearGlassFrostsLightly() throws {
        func items(_ glass: Glass = .regular, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> [DisplayItem] {
            var environment = EnvironmentValues()
            change(&environment)
            return ViewHost(Text("Run").padding().glassEffect(glass), environment: environment).displayList(on: .iPhone16)
        }
        func strokes(_ items: [DisplayItem]) -> [DisplayPaint] {
            items.compactMap { if case let .shape(_, paint, stroke?) = $0.content, stroke.lineWidth == 1 { paint } else { nil } }
        }
        #expect(strokes(items { $0._accessibilityReduceTransparency = true }).isEmpty)
        #expect(strokes(items { $0._colorSchemeContrast = .increased }) == [.color(red: 0, green: 0, blue: 0, opacity: 0.55)])
        func backdrop(_ glass: Glass) -> (blur: Double, saturation: Double)? {
            items(glass).lazy.compactMap {
                if case let .shape(_, .backdrop(blur, saturation, _), nil) = $0.content { (blur, saturation) } else { nil }
            }
            .first
        }
        let clear = try #require(backdrop(.clear))
        #expect(clear.blur == 4 && clear.saturation == 1.2)
        let regular = try #require(backdrop(.regular))
        #expect(regular.blur > 4)
        // A tint is laid over the frost at a quarter of its opacity.
        let tinted = items(.regular.tint(Color(red: 1, green: 0, blue: 0)))
        #expect(tinted.contains { if case .shape(_, .color(1, 0, 0, 0.25), nil) = $0.content { true } else { false } })
    }

    /// A view given a new `.id` with a transition crossfades: the old one, whose `.id` wrapper leaves
    /// with it, is drawn fading out under the stack that remains while the new one fades in.
    @Test func aViewGivenANewIDCrossfades() throws {
        let host = ViewHost(CrossfadeProbe())
        try host.tap("Next")
        func texts(at time: TimeInterval) -> [String] {
            host.displayList(on: .iPhone16, at: time).compactMap { item -> String? in
                guard case let .text(text) = item.content, text.string.hasPrefix("Count") else { return nil }
                return text.string
            }.sorted()
        }
        #expect(texts(at: 0.3) == ["Count 0", "Count 1"])
        #expect(texts(at: 1) == ["Count 1"])
    }

}

/// A button that shows a row whose sheet is presented from the moment it appears.
@MainActor
struct AppearingSheetProbe: View {
    @State private var showsRow = false

    var body: some View {
        VStack {
            Button("Show") { showsRow = true }
            if showsRow {
                Color.clear.frame(height: 10).sheet(isPresented: .constant(true)) { Text("Sheet content") }
            }
        }
    }
}

/// A count that crossfades to its next value: a new `.id` each time, with an opacity transition.
@MainActor
struct CrossfadeProbe: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)").transition(.opacity).id(count)
            Button("Next") { withAnimation(.easeInOut(duration: 0.6)) { count += 1 } }
        }
    }
}
