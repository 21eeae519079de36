import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// iOS 15–18 modifiers a second probe of app code found missing (D234): each does what Apple's
/// documentation says, or, where it changes nothing an iPhone draws, leaves the picture as it was.
@MainActor
struct ModernModifierTests {
    static let device = Device(
        name: "Test 300", size: CGSize(width: 300, height: 200), scale: 1, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    func items(_ view: some View, scheme: ColorScheme = .light) -> [DisplayItem] {
        ViewHost(view.environment(\.colorScheme, scheme)).displayList(on: Self.device)
    }

    /// The paint of the first filled shape or fill.
    func fill(_ view: some View, scheme: ColorScheme = .light) -> DisplayPaint? {
        items(view, scheme: scheme).lazy.compactMap { item -> DisplayPaint? in
            switch item.content {
            case let .shape(_, paint, nil): paint
            case let .fill(paint): paint
            default: nil
            }
        }.first
    }

    /// The paint of the text drawn with `string`.
    func textPaint(_ string: String, in view: some View) -> DisplayPaint? {
        items(view).lazy.compactMap { item -> DisplayPaint? in
            if case let .text(text) = item.content, text.string == string { text.paint } else { nil }
        }.first
    }

    static let white = DisplayPaint.color(red: 1, green: 1, blue: 1, opacity: 1)
    static let black = DisplayPaint.color(red: 0, green: 0, blue: 0, opacity: 1)
    static let mint = DisplayPaint.color(red: 0, green: 1, blue: 0.5, opacity: 1)

    /// Apple, `background(in:fillStyle:)`: fills the shape with the background style, which
    /// `backgroundStyle(_:)` sets and which is the system background (white, then black) without it.
    @Test func backgroundInAShapeFillsWithTheBackgroundStyle() {
        let tag = Text("Draft").padding(6).background(in: Capsule())
        #expect(fill(tag) == Self.white)
        #expect(fill(tag, scheme: .dark) == Self.black)
        #expect(fill(tag.backgroundStyle(Color(red: 0, green: 1, blue: 0.5))) == Self.mint)
        // `.background` is the same style wherever a shape style goes.
        #expect(fill(Rectangle().fill(.background).backgroundStyle(Color(red: 0, green: 1, blue: 0.5))) == Self.mint)
    }

    /// Apple, `AnyGradient`: "draws a linear gradient with start-point [0.5, 0] and end-point
    /// [0.5, 1]"; `Color.gradient` is drawn as its color (its stops are not published, D234).
    @Test func anyGradientRunsTopToBottom() throws {
        let frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let paint = try #require(fill(Rectangle().fill(AnyGradient(Gradient(colors: [.red, .blue])))))
        guard case let .linearGradient(stops, start, end) = paint else {
            Issue.record("drew \(paint)")
            return
        }
        #expect(start == CGPoint(x: frame.midX, y: frame.minY) && end == CGPoint(x: frame.midX, y: frame.maxY), "\(start) → \(end)")
        #expect(stops.count == 2 && stops[0].red > 0.9 && stops[1].blue > 0.9)
        #expect(fill(Rectangle().fill(Color(red: 0, green: 1, blue: 0.5).gradient)) == Self.mint)
    }

    /// Apple, `foregroundStyle(_:_:)`: the primary style draws the text, and what is styled
    /// `.secondary` below draws in the secondary one, not the secondary label color.
    @Test func twoForegroundStylesColorTheirLevels() {
        let view = VStack {
            Text("Title")
            Text("Subtitle").foregroundStyle(.secondary)
        }.foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0.5))
        #expect(textPaint("Title", in: view) == .color(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(textPaint("Subtitle", in: view) == Self.mint)
        // Without them, `.secondary` is the secondary label color: #3C3C43 at 60%.
        let plain = textPaint("Subtitle", in: Text("Subtitle").foregroundStyle(.secondary))
        let secondaryLabel = DisplayPaint.color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.6)
        #expect(plain == secondaryLabel)
    }

    /// Apple, `accessibilityHeading(_:)`: the view is a heading, read with the header trait.
    @Test func aHeadingReadsAsAHeader() {
        let host = ViewHost(
            VStack {
                Text("Activity").accessibilityHeading(.h2)
                Text("12 workouts")
            })
        #expect(host.accessibilityElements.first { $0.label == "Activity" }?.traits.contains("header") == true)
        #expect(host.accessibilityElements.first { $0.label == "12 workouts" }?.traits.contains("header") == false)
    }

    /// Apple, `listRowSpacing(_:)`: the vertical space between adjacent rows of a list.
    @Test func listRowSpacingSeparatesTheRows() throws {
        func gap(_ spacing: CGFloat?) throws -> CGFloat {
            let host = ViewHost(
                List {
                    Text("One")
                    Text("Two")
                }.listRowSpacing(spacing))
            let texts = host.displayList(on: .iPhone16).compactMap { item -> (String, CGRect)? in
                if case let .text(text) = item.content { (text.string, item.frame) } else { nil }
            }
            let one = try #require(texts.first { $0.0 == "One" }?.1)
            let two = try #require(texts.first { $0.0 == "Two" }?.1)
            return two.minY - one.minY
        }
        // Touching rows are the 44 pt minimum apart; 12 pt of spacing adds 12.
        let touching = try gap(nil)
        let spaced = try gap(12)
        #expect(spaced - touching == 12, "\(touching) → \(spaced)")
    }

    /// Apple, `toolbarTitleDisplayMode(_:)`: the bar shows the title as
    /// `navigationBarTitleDisplayMode(_:)` with the same mode does.
    @Test func toolbarTitleDisplayModeIsTheBarsMode() {
        func title(_ view: some View) -> [CGRect] {
            ViewHost(NavigationStack { view.navigationTitle("Runs") }).displayList(on: .iPhone16).compactMap { item in
                if case let .text(text) = item.content, text.string == "Runs" { item.frame } else { nil }
            }
        }
        let inline = title(Text("A").navigationBarTitleDisplayMode(.inline))
        let large = title(Text("A").navigationBarTitleDisplayMode(.large))
        #expect(!inline.isEmpty && inline != large)
        #expect(title(Text("A").toolbarTitleDisplayMode(.inline)) == inline)
        #expect(title(Text("A").toolbarTitleDisplayMode(.large)) == large)
    }

    /// Modifiers that change nothing an iPhone draws leave the display list as it was: pointer
    /// hover, keyboard focus, regular-width sheet sizing, list editing permissions, menu
    /// indicators, badge prominence, geometry groups, font widths, tightening, input labels.
    @Test func modifiersWithoutAnIPhoneEffectLeaveThePicture() {
        // What is drawn and where: a modifier adds a level to the items' identities, nothing else.
        func drawn(_ view: some View) -> [String] { items(view).map { "\($0.frame) \($0.opacity) \($0.groups) \($0.content)" } }
        let plain = drawn(Text("Edit").padding())
        #expect(drawn(Text("Edit").padding().hoverEffect(.lift)) == plain)
        #expect(drawn(Text("Edit").padding().focusable()) == plain)
        #expect(drawn(Text("Edit").padding().presentationSizing(.form)) == plain)
        #expect(drawn(Text("Edit").padding().moveDisabled(true).deleteDisabled(true)) == plain)
        #expect(drawn(Text("Edit").padding().menuIndicator(.hidden).badgeProminence(.increased)) == plain)
        #expect(drawn(Text("Edit").padding().geometryGroup().fontWidth(.condensed).allowsTightening(true)) == plain)
        #expect(drawn(Text("Edit").padding().accessibilityInputLabels([Text("Change")])) == plain)
        #expect(drawn(Text("Edit").padding().contentShape(.contextMenuPreview, Capsule())) == plain)
        // Dragging and dropping, which a headless view never does; a search's scopes, shown only
        // while the search is active; the title menu's chevron, not drawn (docs/swiftui-subset.md).
        #expect(drawn(Text("Edit").padding().draggable("Edit")) == plain)
        #expect(drawn(Text("Edit").padding().draggable("Edit") { Text("Preview") }) == plain)
        #expect(drawn(Text("Edit").padding().dropDestination(for: String.self) { items, _ in !items.isEmpty }) == plain)
        #expect(drawn(Text("Edit").padding().searchScopes(.constant(0)) { Text("All").tag(0) }) == plain)
        #expect(drawn(Text("Edit").padding().searchScopes(.constant(0), activation: .onTextEntry) { Text("All").tag(0) }) == plain)
        #expect(drawn(Text("Edit").padding().toolbarTitleMenu { Button("Rename") {} }) == plain)
        #expect(drawn(Text("Edit").padding().inspectorColumnWidth(min: 200, ideal: 300).inspectorColumnWidth(320)) == plain)
    }

    /// Apple, `inspector(isPresented:content:)`: an inspector "can present as a trailing column in
    /// a horizontally regular size class, but adapt to a sheet in a horizontally compact size
    /// class": on an iPhone it is the sheet `sheet(isPresented:)` draws, presented while the
    /// binding is true.
    @Test func anInspectorIsASheetOnAnIPhone() {
        func frames(_ view: some View) -> [String] { items(view).map { "\($0.frame) \($0.content)" } }
        let inspector = frames(Text("Editor").inspector(isPresented: .constant(true)) { Text("Inspector") })
        #expect(inspector == frames(Text("Editor").sheet(isPresented: .constant(true)) { Text("Inspector") }))
        #expect(inspector.contains { $0.contains("Inspector") })
        #expect(
            !frames(Text("Editor").inspector(isPresented: .constant(false)) { Text("Inspector") }).contains { $0.contains("Inspector") })
    }

    /// Apple, `PickerStyle.palette`: "When used outside of menus, this style is rendered as a
    /// segmented picker": the same display list as `.segmented`.
    @Test func aPalettePickerOutsideAMenuIsSegmented() {
        func drawn(_ style: some PickerStyle) -> [String] {
            let picker = Picker("Reaction", selection: .constant(1)) {
                Text("Like").tag(1)
                Text("Love").tag(2)
            }
            return items(picker.pickerStyle(style)).map { "\($0.frame) \($0.content)" }
        }
        #expect(drawn(.palette) == drawn(.segmented))
        #expect(drawn(.palette) != drawn(.menu))
    }
}
