import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The API real views use that SwiftUI has since renamed or superseded (issue #30's list), each
/// doing what its successor does, and the system colors adapting to the appearance as UIKit's do.
@MainActor
struct ClassicAPITests {
    func items(_ view: some View, scheme: ColorScheme = .light) -> [DisplayItem] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return ViewHost(view, environment: environment).displayList(on: .iPhone16)
    }

    func textPaint(_ view: some View, scheme: ColorScheme = .light) -> DisplayPaint? {
        items(view, scheme: scheme).compactMap { if case let .text(t) = $0.content { t.paint } else { nil } }.first
    }

    func textFont(_ view: some View) -> ResolvedFont? {
        items(view).compactMap { if case let .text(t) = $0.content { t.font } else { nil } }.first
    }

    func shapePaint(_ view: some View, scheme: ColorScheme = .light) -> DisplayPaint? {
        items(view, scheme: scheme).compactMap { if case let .shape(_, paint, _) = $0.content { paint } else { nil } }.first
    }

    /// `foregroundColor(_:)` on a view and on a `Text`: the text's own color wins over a style above.
    @Test func foregroundColorPaintsTextAndShapes() {
        let red = DisplayPaint.color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, opacity: 1)
        #expect(textPaint(Text("Due").foregroundColor(.red)) == red)
        #expect(textPaint(VStack { Text("Due") }.foregroundColor(.red)) == red)
        #expect(textPaint(Text("Due").foregroundColor(.red).foregroundStyle(.blue)) == red)
        #expect(shapePaint(Circle().foregroundColor(.red)) == red)
    }

    /// System colors take their dark values in the dark appearance (UIKit: `systemRed` is
    /// #FF453A in dark), and `Color(.systemBackground)` is white, then black.
    @Test func systemColorsAdaptToTheAppearance() {
        let darkRed = DisplayPaint.color(red: 1, green: 69.0 / 255, blue: 58.0 / 255, opacity: 1)
        #expect(shapePaint(Rectangle().fill(Color.red), scheme: .dark) == darkRed)
        let halfDarkRed = DisplayPaint.color(red: 1, green: 69.0 / 255, blue: 58.0 / 255, opacity: 0.5)
        #expect(shapePaint(Rectangle().fill(Color.red.opacity(0.5)), scheme: .dark) == halfDarkRed)
        #expect(shapePaint(Rectangle().fill(Color(.systemBackground))) == .color(red: 1, green: 1, blue: 1, opacity: 1))
        #expect(
            shapePaint(Rectangle().fill(Color(uiColor: .systemBackground)), scheme: .dark) == .color(red: 0, green: 0, blue: 0, opacity: 1))
        let teal = DisplayPaint.color(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, opacity: 1)
        #expect(shapePaint(Rectangle().fill(.teal)) == teal)
    }

    /// `bold()` and `italic()` on `Font`, `Text` and a view above.
    @Test func boldAndItalicReachTheText() {
        #expect(textFont(Text("PR").bold())?.weight == 700)
        #expect(textFont(Text("PR").font(.body.bold()))?.weight == 700)
        #expect(textFont(VStack { Text("PR") }.bold())?.weight == 700)
        #expect(textFont(VStack { Text("PR") }.bold(false))?.weight == 400)
        #expect(textFont(Text("note").italic())?.italic == true)
        #expect(textFont(Text("note").font(.footnote.italic()))?.italic == true)
        #expect(textFont(VStack { Text("note") }.italic())?.italic == true)
        #expect(textFont(Text("note"))?.italic == false)
    }

    /// `cornerRadius(_:)` clips to a rounded rectangle of that radius.
    @Test func cornerRadiusClips() throws {
        let item = try #require(items(Color.red.frame(width: 100, height: 60).cornerRadius(12)).first)
        let clip = try #require(item.groups.compactMap { if case let .clip(path, _) = $0.effect { path } else { nil } }.first)
        #expect(clip.boundingRect.size == CGSize(width: 100, height: 60))
        // Rounded: the outline starts 12 pt or more along the top edge, past the corner's curve.
        var first: CGPoint?
        var curves = 0
        clip.forEach { element in
            if first == nil, case let .move(to: point) = element { first = point }
            if case .curve = element { curves += 1 }
        }
        #expect(curves >= 4)
        #expect(try #require(first).x - clip.boundingRect.minX >= 12)
    }

    /// `background(_:alignment:)` and `overlay(_:alignment:)` with a view: sized to the view,
    /// placed by the alignment.
    @Test func viewBackgroundAndOverlayTakeAnAlignment() throws {
        let host = ViewHost(
            Color.clear.frame(width: 100, height: 100)
                .overlay(Text("3"), alignment: .topTrailing)
                .background(Color.red.frame(width: 20, height: 20), alignment: .bottomLeading))
        let result = host.layout(on: .iPhone16)
        let badge = try #require(host.frames(ofText: "3", in: result).first)
        let square = try #require(result.frames.values.first { $0.size == CGSize(width: 100, height: 100) })
        #expect(abs(badge.maxX - square.maxX) < 1e-9 && abs(badge.minY - square.minY) < 1e-9)
        let red = try #require(host.displayList(on: .iPhone16).first { $0.frame.size == CGSize(width: 20, height: 20) })
        #expect(abs(red.frame.minX - square.minX) < 1e-9 && abs(red.frame.maxY - square.maxY) < 1e-9)
    }

    /// `colorScheme(_:)` sets the scheme inside.
    @Test func colorSchemeSetsTheSchemeInside() {
        #expect(textPaint(Text("Night").colorScheme(.dark)) == .color(red: 1, green: 1, blue: 1, opacity: 1))
    }

    /// iOS 14's `onChange(of:perform:)` hands the action the new value; iOS 13's `animation(_:)`
    /// animates the changes of every update.
    @Test func classicOnChangeAndAnimation() throws {
        let host = ViewHost(ClassicProbe())
        try host.tap("Grow")
        #expect(host.accessibilityElements.map(\.label).contains("seen 1"))
        // linear(duration: 1) from 1 to 3: the scale is 2 halfway.
        let item = try #require(host.displayList(on: .iPhone16, at: 0.5).first { $0.frame.size == CGSize(width: 40, height: 40) })
        #expect(abs(item.scale.width - 2) < 1e-6)
    }
}

/// A square whose scale follows `size` under `animation(_:)`, and a label that `onChange(of:perform:)` updates.
@MainActor
private struct ClassicProbe: View {
    @State private var size: CGFloat = 1
    @State private var seen: CGFloat = 0

    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 40).scaleEffect(size).animation(.linear(duration: 1))
            Text(verbatim: "seen \(Int(seen))")
            Button("Grow") { size = 3 }
        }
        .onChange(of: size) { newValue in seen = newValue == 3 ? 1 : 0 }
    }
}
