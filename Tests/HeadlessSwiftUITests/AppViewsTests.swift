import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// Views and modifiers app screens reach for beyond the system containers (issue #36): text
/// fields' styles and the text editor, `ViewThatFits`, container-relative frames and content
/// margins, share links, control groups, split views, stored preferences, symbol variants,
/// redaction and reserved lines.
@MainActor
struct AppViewsTests {
    /// The frame of the first fill in `color`.
    func fill(_ host: ViewHost, _ color: Color) throws -> CGRect {
        let light = color.components(dark: false, os: .iOS18)
        let paint = DisplayPaint.color(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity)
        return try #require(host.displayList(on: .iPhone16).first { if case .fill(paint) = $0.content { true } else { false } }?.frame)
    }

    @Test func aTextEditorSetsItsTextInsideUIKitsMargins() throws {
        // Apple: UITextView.textContainerInset is (8, 0, 8, 0); NSTextContainer.lineFragmentPadding is 5.
        let host = ViewHost(TextEditor(text: .constant("Warm up first")).frame(width: 240, height: 120).background(Color.mint))
        let editor = try fill(host, .mint)
        let text = try host.frame(ofText: "Warm up first")
        #expect(editor.size == CGSize(width: 240, height: 120))
        #expect(abs(text.minX - (editor.minX + 5)) < 1e-9 && abs(text.minY - (editor.minY + 8)) < 1e-9, "\(editor) \(text)")
        #expect(host.accessibilityElements.contains { $0.value == "Warm up first" })
    }

    @Test func aRoundedBorderFieldIsABoxThirtyFourPointsTallAroundItsText() throws {
        let host = ViewHost(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200))
        let placeholder = try #require(
            host.displayList(on: .iPhone16).first { if case let .text(text) = $0.content { text.string == "Name" } else { false } }?.frame)
        let outline = try #require(
            host.displayList(on: .iPhone16).first { if case .shape(_, _, let stroke?) = $0.content { stroke.lineWidth > 0 } else { false } }
        )
        #expect(abs(outline.frame.height - 34) < 0.5, "\(outline.frame)")
        #expect(abs(placeholder.minX - (outline.frame.minX + 7)) < 1e-9)
        // The plain style draws no box.
        let plain = ViewHost(TextField("Name", text: .constant("")).textFieldStyle(.plain).frame(width: 200))
        #expect(!plain.displayList(on: .iPhone16).contains { if case .shape = $0.content { true } else { false } })
    }

    @Test func viewThatFitsShowsTheFirstChildThatFitsAndOnlyThatOne() throws {
        func shown(width: CGFloat, axes: Axis.Set = .horizontal) -> [String] {
            let host = ViewHost(
                ViewThatFits(in: axes) {
                    Text(verbatim: "Share this workout with your group")
                    Text(verbatim: "Share")
                }
                .frame(width: width))
            return host.drawnTexts().map(\.string)
        }
        #expect(shown(width: 360) == ["Share this workout with your group"])
        #expect(shown(width: 120) == ["Share"])
        // With no axes to constrain, the first child is chosen whatever the space.
        #expect(shown(width: 120, axes: []) == ["Share this workout with your group"])
        let host = ViewHost(
            ViewThatFits {
                Text(verbatim: "Share this workout with your group")
                Text(verbatim: "Share")
            }.frame(width: 120))
        _ = host.layout(on: .iPhone16)
        #expect(host.accessibilityElements.map(\.label) == ["Share"])
    }

    /// A child exactly as tall as the space fits it (Apple: the first child "whose ideal size …
    /// fits" the space); an axis not named is not checked, however tall the child.
    @Test func viewThatFitsTakesAnExactFitAndChecksOnlyItsAxes() throws {
        func widths(_ view: some View) -> [CGFloat] { ViewHost(view).displayList(on: .iPhone16).map(\.frame.width) }
        let exact = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 30, height: 100)
            Color.blue.frame(width: 20, height: 50)
        }
        #expect(widths(exact.frame(height: 100)) == [30])
        #expect(widths(exact.frame(height: 99)) == [20])
        let sideways = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 30, height: 300)
            Color.blue.frame(width: 20, height: 50)
        }
        #expect(widths(sideways.frame(height: 100)) == [30])
    }

    @Test func viewThatFitsFallsBackToItsLastChild() throws {
        let host = ViewHost(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 10)
                Color.blue.frame(width: 200, height: 10)
            }
            .frame(width: 100))
        let items = host.displayList(on: .iPhone16)
        #expect(items.count == 1 && items[0].frame.width == 200, "\(items.map(\.frame))")
    }

    @Test func aContainerRelativeFrameSharesTheScreenWidthLessSpacingAndMargins() throws {
        // Two to a width of 393 pt with 10 pt between: (393 − 10) / 2.
        let host = ViewHost(Color.mint.containerRelativeFrame(.horizontal, count: 2, spacing: 10).frame(height: 20))
        #expect(try fill(host, .mint).width == 191.5)
        // Three parts spanning two: ((393 − 20) / 3) × 2 + 10.
        let spanning = ViewHost(Color.mint.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 20))
        #expect(abs(try fill(spanning, .mint).width - ((393.0 - 20) / 3 * 2 + 10)) < 1e-9)
        // Content margins of 16 pt on each side narrow the container.
        let carousel = ViewHost(CarouselSnippet(count: 2))
        let first = try #require(carousel.displayList(on: .iPhone16).first { if case .shape = $0.content { true } else { false } }?.frame)
        let share: CGFloat = (393 - 2 * 16 - 10) / 2
        #expect(first.width == share && share == 175.5, "\(first)")
        #expect(first.minX == 16, "\(first)")
    }

    @Test func contentMarginsInsetAScrollViewsContent() throws {
        let plain = try ViewHost(ScrollView { Color.mint.frame(height: 40) }).layoutFill()
        let inset = try ViewHost(ScrollView { Color.mint.frame(height: 40) }.contentMargins(.horizontal, 24, for: .scrollContent))
            .layoutFill()
        #expect(plain.minX == 0 && plain.width == 393)
        #expect(inset.minX == 24 && inset.width == 393 - 48)
        // Margins for the indicators alone move nothing.
        let indicators = try ViewHost(ScrollView { Color.mint.frame(height: 40) }.contentMargins(24, for: .scrollIndicators)).layoutFill()
        #expect(indicators == plain)
    }

    @Test func aBottomScrollAnchorStartsAtTheEndAndSitsShortContentAtTheBottom() throws {
        func chat(_ count: Int, _ role: ScrollAnchorRole? = nil) -> ViewHost {
            let list = ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { Text(verbatim: "Message \($0)").frame(height: 40) }
                }
            }
            return role.map { ViewHost(list.defaultScrollAnchor(.bottom, for: $0)) } ?? ViewHost(list.defaultScrollAnchor(.bottom))
        }
        // Apple: the anchor is used "where the scroll view should initially be scrolled" and to
        // "align content smaller than its container size". The scroll view spans 59…818.
        let long = chat(40)
        let last = try long.frame(ofText: "Message 39")
        // Each text is centred in its 40 pt row: the last row ends at the scroll view's bottom.
        #expect(abs(last.midY - (818 - 20)) < 0.5, "\(last)")
        #expect(try long.frame(ofText: "Message 0").maxY < 59)
        let short = chat(2)
        #expect(abs(try short.frame(ofText: "Message 1").midY - (818 - 20)) < 0.5)
        // Only the initial offset: short content stays at the top.
        let offsetOnly = chat(2, .initialOffset)
        #expect(abs(try offsetOnly.frame(ofText: "Message 0").midY - (59 + 20)) < 0.5)
        let plain = ViewHost(ScrollView { Text(verbatim: "Message 0").frame(height: 40) })
        #expect(abs(try plain.frame(ofText: "Message 0").midY - (59 + 20)) < 0.5)
    }

    @Test func aShareLinkIsATintedShareButton() throws {
        let host = ViewHost(ShareLink(item: URL(string: "https://example.com")!))
        #expect(host.accessibilityElements.map(\.label) == ["Share"])
        #expect(host.accessibilityElements.first?.traits.contains("button") == true)
        let symbol = host.displayList(on: .iPhone16).compactMap {
            if case let .symbol(name, _, _, paint, _) = $0.content { (name, paint) } else { nil }
        }
        #expect(symbol.first?.0 == "square.and.arrow.up")
        let titled = ViewHost(ShareLink("Share the route", item: "Riverside loop"))
        #expect(titled.drawnTexts().map(\.string) == ["Share the route"])
    }

    @Test func aControlGroupSharesItsWidthAmongItsButtons() throws {
        let host = ViewHost(
            ControlGroup {
                Button("Shorter") {}
                Button("Longer") {}
            }.frame(width: 300))
        let shorter = try host.frame(ofText: "Shorter")
        let longer = try host.frame(ofText: "Longer")
        // Each button centred in half of the 300 pt.
        #expect(abs(shorter.midX - (46.5 + 75)) < 1e-9 && abs(longer.midX - (46.5 + 225)) < 1e-9, "\(shorter) \(longer)")
        #expect(host.accessibilityElements.map(\.label) == ["Shorter", "Longer"])
    }

    @Test func aSplitViewCollapsesToItsSidebarOnIPhone() throws {
        let host = ViewHost(SplitViewSnippet())
        let title = try host.frame(ofText: "Mailboxes")
        #expect(title.minX == 16, "\(title)")
        #expect(host.drawnTexts().contains { $0.string == "Inbox" })
        #expect(!host.drawnTexts().contains { $0.string == "No mailbox" })
        #expect(host.accessibilityElements.first { $0.label == "Mailboxes" }?.traits.contains("header") == true)
    }

    @Test func appStorageSharesAKeyAcrossViewsAndStartsFromItsDefault() throws {
        struct Reader: View {
            @AppStorage("tests.appStorage.runs") var runs = 3
            var body: some View { Text(verbatim: "Runs \(runs)") }
        }
        struct Writer: View {
            @AppStorage("tests.appStorage.runs") var runs = 3
            var body: some View { Button("More") { runs += 2 } }
        }
        let host = ViewHost(
            VStack {
                Reader()
                Writer()
            })
        #expect(host.drawnTexts().contains { $0.string == "Runs 3" })
        try host.tap("More")
        #expect(host.drawnTexts().contains { $0.string == "Runs 5" }, "\(host.drawnTexts().map(\.string))")
        // A raw-representable value is stored by its raw value.
        let unit = AppStorage(wrappedValue: DistanceUnit.kilometres, "tests.appStorage.unit")
        unit.wrappedValue = .miles
        #expect(StoredValues.app.value(for: "tests.appStorage.unit") as? String == "miles")
        #expect(AppStorage(wrappedValue: DistanceUnit.kilometres, "tests.appStorage.unit").wrappedValue == .miles)
    }

    @Test func aSymbolVariantNamesTheVariantSymbol() throws {
        func drawn(_ view: some View) -> [String] {
            ViewHost(view).displayList(on: .iPhone16).compactMap {
                if case let .symbol(name, _, _, _, _) = $0.content { name } else { nil }
            }
        }
        #expect(drawn(Image(systemName: "heart").symbolVariant(.fill)) == ["heart.fill"])
        #expect(drawn(Image(systemName: "heart").symbolVariant(.circle.fill)) == ["heart.circle.fill"])
        #expect(drawn(Image(systemName: "heart.fill").symbolVariant(.fill)) == ["heart.fill"])
        #expect(drawn(Image(systemName: "heart").symbolVariant(.slash).symbolVariant(.fill)) == ["heart.fill.slash"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    /// `privacySensitive()` (sensitive by default) hides its text only under `.privacy` redaction
    /// (Apple: "the view is redacted when the environment's redaction reasons contain `.privacy`").
    @Test func privateTextIsHiddenOnlyUnderPrivacyRedaction() {
        func seen(_ view: some View) -> Bool {
            ViewHost(view).displayList(on: .iPhone16).contains { item in
                if case .text = item.content { item.opacity == 1 } else { false }
            }
        }
        #expect(!seen(Text(verbatim: "4242").privacySensitive().redacted(reason: .privacy)))
        #expect(seen(Text(verbatim: "4242").privacySensitive()))
        #expect(seen(Text(verbatim: "4242").privacySensitive(false).redacted(reason: .privacy)))
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }

    @Test func placeholderRedactionDrawsBarsInPlaceOfText() throws {
        let host = ViewHost(Text(verbatim: "Loading the route").redacted(reason: .placeholder))
        // The text keeps its place but is not seen.
        let texts = host.displayList(on: .iPhone16).filter { if case .text = $0.content { true } else { false } }
        #expect(texts.count == 1 && texts.allSatisfy { $0.opacity == 0 })
        let bar = try #require(host.displayList(on: .iPhone16).first { if case .shape = $0.content { true } else { false } })
        let plain = try ViewHost(Text(verbatim: "Loading the route")).frame(ofText: "Loading the route")
        #expect(bar.frame == plain)
        let unredacted = ViewHost(Text(verbatim: "Loading the route").unredacted().redacted(reason: .placeholder))
        #expect(
            unredacted.displayList(on: .iPhone16).contains { item in
                if case let .text(text) = item.content { text.string == "Loading the route" && item.opacity == 1 } else { false }
            })
    }

    @Test func reservedLinesKeepTheirHeight() throws {
        let one = try ViewHost(Text(verbatim: "One line").lineLimit(3)).frame(ofText: "One line")
        let reserved = try ViewHost(Text(verbatim: "One line").lineLimit(3, reservesSpace: true)).frame(ofText: "One line")
        let range = try ViewHost(Text(verbatim: "One line").lineLimit(2...4)).frame(ofText: "One line")
        // As tall as texts of three and of two lines (SF Pro's body leading, 22 pt, between lines).
        let three = try ViewHost(Text(verbatim: "One\nTwo\nThree")).frame(ofText: "One\nTwo\nThree")
        let two = try ViewHost(Text(verbatim: "One\nTwo")).frame(ofText: "One\nTwo")
        #expect(one.height < two.height)
        #expect(reserved.height == three.height, "\(one) \(reserved) \(three)")
        #expect(range.height == two.height, "\(range) \(two)")
    }

    @Test func aSteppedSliderMovesToTheNearestStep() {
        var value = 0.0
        let binding = Binding(get: { value }, set: { value = $0 })
        let fraction = Slider<EmptyView, EmptyView>.fraction(binding, in: 0...10, step: 2.5)
        fraction.wrappedValue = 0.34
        #expect(value == 2.5)
        fraction.wrappedValue = 0.99
        #expect(value == 10)
    }

    @Test func aPopoverIsASheetOnIPhone() throws {
        let host = ViewHost(Text(verbatim: "Behind").popover(isPresented: .constant(true)) { Text(verbatim: "Tips") })
        #expect(host.drawnTexts().contains { $0.string == "Tips" })
    }

    @Test func aRowSeparatorTakesItsTint() throws {
        let host = ViewHost(
            List {
                Text(verbatim: "One").listRowSeparatorTint(.red)
                Text(verbatim: "Two")
            })
        let red = Color.red.components(dark: false, os: .iOS18)
        let separators = host.displayList(on: .iPhone16).filter { item in
            guard case let .shape(_, .color(r, g, b, _), nil) = item.content else { return false }
            return abs(item.frame.height - 1.0 / 3) < 1e-9 && r == red.red && g == red.green && b == red.blue
        }
        #expect(separators.count == 1)
    }

    @Test func anIPhoneInPortraitIsCompactWideAndRegularTall() {
        let values = EnvironmentValues()
        #expect(values.horizontalSizeClass == .compact && values.verticalSizeClass == .regular)
        #expect(values.editMode == nil && !values.isSearching)
    }

    @Test func anOpenURLActionHandsTheURLToItsHandler() {
        var opened: [URL] = []
        let action = OpenURLAction { url in
            opened.append(url)
            return .handled
        }
        action(URL(string: "https://example.com/help")!)
        #expect(opened == [URL(string: "https://example.com/help")!])
    }
}

extension ViewHost {
    /// The frame of the first plain fill in the picture.
    fileprivate func layoutFill() throws -> CGRect {
        try #require(displayList(on: .iPhone16).first { if case .fill = $0.content { true } else { false } }?.frame)
    }
}
