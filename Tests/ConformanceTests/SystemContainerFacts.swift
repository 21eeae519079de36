import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about iOS 18's system containers and controls (issue #36), each with its source, checked
/// against the headless layer with the renderer's text measurement. Numbers the sources do not give
/// are listed in docs/fidelity.md as not yet measured, and are not asserted here as facts.
@MainActor
struct SystemContainerFacts {
    /// The frame of the first display item whose frame matches `predicate`.
    func item(_ view: some View, on device: Device = .iPhone16, where predicate: (CGRect) -> Bool) throws -> CGRect {
        let (host, _) = try ConformanceHost.layout(view, on: device)
        let found = host.displayList(on: device, measurer: host.measurer).map(\.frame).first(where: predicate)
        return try #require(found)
    }

    /// Apple, `EnvironmentValues.defaultMinListRowHeight`: "The height of list rows is bounded
    /// below by this default value" (44 pt on iOS, the HIG's minimum target); a one-line `.body`
    /// row (20.33 pt of text) is 44 pt tall, and a row's separator sits at its bottom.
    @Test func aListRowIsAtLeastTheDefaultMinimumHeight() throws {
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
        let (host, result) = try ConformanceHost.layout(
            List {
                Text("Alpha")
                Text("Beta")
            })
        let alpha = try #require(host.frames(ofText: "Alpha", in: result).first)
        let beta = try #require(host.frames(ofText: "Beta", in: result).first)
        #expect(abs(beta.midY - alpha.midY - 44) < 1e-6, "\(alpha) \(beta)")
    }

    /// Measured on iOS 18.2 (home-assistant/iOS's `AboutView` and `GesturesSetupView` snapshot
    /// references, recorded on an iPhone 16 simulator at 390 × 844 pt, 3x): an inset grouped
    /// card runs from x = 20 to 370 pt, wider than the bars' 16 pt layout margin there, and its
    /// rows' text starts 20 pt inside it. On a 440 pt iPhone 16 Pro Max the margin is 20 pt too.
    @Test func anInsetGroupedCardIsTwentyPointsFromTheScreensEdges() throws {
        let white: (CGRect) -> Bool = { $0.height >= 44 && $0.width > 300 && $0.minY > 59 }
        let narrow = try item(List { Text("Alpha") }, on: .iPhone16, where: white)
        let wide = try item(List { Text("Alpha") }, on: .iPhone16ProMax, where: white)
        #expect(narrow.minX == 20 && narrow.maxX == 393 - 20, "\(narrow)")
        #expect(wide.minX == 20 && wide.maxX == 440 - 20, "\(wide)")
        let (host, result) = try ConformanceHost.layout(List { Text("Alpha") })
        #expect(try #require(host.frames(ofText: "Alpha", in: result).first).minX == 40)
    }

    /// Measured on iOS 18.2 (home-assistant/iOS's `GesturesSetupView` and `PrivacyView`
    /// references, 3x, at the Medium text size swift-snapshot-testing's device configurations set):
    /// a section header's (12 pt) baseline sits 46 pt under the card above and 9.33 pt over its own
    /// card, so a headed section's card is 55.33 pt under the card above, a headless one's 35.33; a
    /// footer's first baseline is 17.33 pt under its card, its lines 14 pt apart (the footnote
    /// style's 16 pt leading, tight), and the next card 32.67 pt under its last baseline.
    @Test func headersAndFootersSitWhereIOS18PutsThem() throws {
        let list = List {
            Section { Text("Shake") }
            Section("Swipe left") { Text("One finger") }
            Section {
                Text("Messaging")
            } footer: {
                Text("Firebase Cloud Messaging must be enabled for push notifications to function.")
            }
            Section { Text("Alerts") }
        }
        .environment(\.dynamicTypeSize, .medium)
        let (host, result) = try ConformanceHost.layout(list)
        let frames: [CGRect] = host.displayList(on: .iPhone16, measurer: host.measurer).map(\.frame)
        let cards: [CGRect] = frames.filter { $0.minX == 20 && $0.width == 353 && $0.height >= 44 }.sorted { $0.minY < $1.minY }
        try #require(cards.count == 4, "\(cards)")
        let header: CGRect = try #require(host.frames(ofText: "SWIPE LEFT", in: result).first)
        let footer: CGRect = try #require(
            host.frames(ofText: "Firebase Cloud Messaging must be enabled for push notifications to function.", in: result).first)
        let ascent: CGFloat = 12 * 1950 / 2048
        let headerBaseline: CGFloat = header.minY + ascent
        #expect(abs(headerBaseline - cards[0].maxY - 46) < 0.34, "\(header) under \(cards[0])")
        #expect(abs(cards[1].minY - headerBaseline - 9.33) < 0.34, "\(cards[1]) under \(header)")
        let firstBaseline: CGFloat = footer.minY + ascent
        #expect(abs(firstBaseline - cards[2].maxY - 17.33) < 0.34, "\(footer) under \(cards[2])")
        let lastBaseline: CGFloat = firstBaseline + 14
        #expect(abs(footer.height - (12 * 1.1934 + 14)) < 0.34, "two footer lines 14 pt apart: \(footer)")
        #expect(abs(cards[3].minY - lastBaseline - 32.67) < 0.34, "\(cards[3]) under \(footer)")
    }

    /// Measured on iOS 18.2 (home-assistant/iOS's `ListPickerTests` references, iPhone 16
    /// simulator, 390 pt, 3x, Medium text): under an inline bar a first section header's (12 pt)
    /// baseline sits at 126.33 pt, 28.33 pt under the bar's bottom, and its card starts at 135.33;
    /// a list in a `NavigationView` with no title and no items starts its card at 94.33 pt, 35 pt
    /// under the safe area, as if there were no bar.
    @Test func aFirstHeaderAndABarWithNothingToShow() throws {
        let titled = NavigationView {
            List { Section("Section 1") { Text("Abc") } }
                .navigationBarTitleDisplayMode(.inline).navigationTitle("Title 1")
        }
        .environment(\.dynamicTypeSize, .medium)
        let (host, result) = try ConformanceHost.layout(titled)
        let header = try #require(host.frames(ofText: "SECTION 1", in: result).first)
        #expect(abs(header.minY + 12 * 1950 / 2048 - 126.33) < 0.34, "\(header)")
        let card = try item(titled) { $0.minX == 20 && $0.height >= 44 }
        #expect(abs(card.minY - 135.33) < 0.67, "\(card)")
        let bare = NavigationView { List { Text("Select Item") } }.environment(\.dynamicTypeSize, .medium)
        #expect(abs(try item(bare) { $0.minX == 20 && $0.height >= 44 }.minY - 94) < 0.34)
    }

    /// Measured on iOS 18.2 (home-assistant/iOS's `LocationHistoryListView` and
    /// `GesturesSetupView` references on an iPhone 16 simulator): the navigation bar hangs from the
    /// status bar, 5 pt above the 59 pt safe area: an inline title's capitals and a trailing
    /// button's title are centred at 76 pt, and a list under the bar starts its first card 35 pt
    /// under the bar's bottom at 98 pt (at 98 pt with `contentMargins(.top, .zero)`). A
    /// destructive button in the bar keeps the tint.
    @Test func theNavigationBarHangsFromTheStatusBar() throws {
        let screen = NavigationStack {
            List { Text("Entry") }
                .navigationTitle("Location History")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Clear", role: .destructive) {} } }
        }
        let (host, result) = try ConformanceHost.layout(screen)
        let title = try #require(host.frames(ofText: "Location History", in: result).first)
        let clear = try #require(host.frames(ofText: "Clear", in: result).first)
        #expect(abs(title.midY - 76) < 1 && abs(clear.midY - 76) < 1, "\(title) \(clear)")
        let card = try item(screen) { $0.minX == 20 && $0.height >= 44 }
        #expect(abs(card.minY - (54 + 44 + 35)) < 1e-6, "\(card)")
        let flush = NavigationStack {
            List { Text("Entry") }.contentMargins(.top, .zero).navigationTitle("Gestures").navigationBarTitleDisplayMode(.inline)
        }
        #expect(abs(try item(flush) { $0.minX == 20 && $0.height >= 44 }.minY - 98) < 1e-6)
        let clearText = try #require(
            host.displayList(on: .iPhone16, measurer: host.measurer).compactMap { item -> DisplayText? in
                if case let .text(text) = item.content, text.string == "Clear" { text } else { nil }
            }.first)
        guard case let .color(red, green, blue, _) = clearText.paint else {
            Issue.record("the button's title is not a color: \(clearText.paint)")
            return
        }
        // systemBlue (0, 0.478, 1), the default tint; not systemRed (1, 0.231, 0.188).
        #expect(red < 0.01 && abs(green - 0.478) < 0.01 && blue > 0.99, "\(red) \(green) \(blue)")
    }

    /// UIKit's `UINavigationBar`: 44 pt, 96 pt with a large title (iOS 11's `prefersLargeTitles`),
    /// hanging from the status bar (5 pt above an iPhone 16's safe area, measured above); the large
    /// title is `.largeTitle` (34 pt) bold at the layout margin, an inline one `.headline` (17 pt
    /// semibold) centred in the bar.
    @Test func theNavigationBarIs44PointsAndALargeTitleBand52() throws {
        let large = NavigationStack { Color.red.navigationTitle("Library") }
        let (host, result) = try ConformanceHost.layout(large)
        let title = try #require(host.frames(ofText: "Library", in: result).first)
        #expect(title.minX == 16 && title.maxY <= 54 + 96 && title.minY >= 54 + 44, "\(title)")
        let content = try item(large) { $0.width == 393 && $0.minY > 59 }
        #expect(close(content.minY, 54 + 96, within: 1e-6), "\(content)")
        let inline = NavigationStack { Color.red.navigationTitle("Library").navigationBarTitleDisplayMode(.inline) }
        let (inlineHost, inlineResult) = try ConformanceHost.layout(inline)
        let inlineTitle = try #require(inlineHost.frames(ofText: "Library", in: inlineResult).first)
        #expect(abs(inlineTitle.midX - 393 / 2) < 1e-6 && inlineTitle.midY > 54 && inlineTitle.maxY < 54 + 44, "\(inlineTitle)")
        #expect(close(try item(inline) { $0.width == 393 && $0.minY > 59 }.minY, 54 + 44, within: 1e-6))
    }

    /// UIKit's `UINavigationItem.backBarButtonItem`: a pushed page's back button takes the title of
    /// the page under it, or "Back" when that page has no title; Apple's
    /// `NavigationBarItem.TitleDisplayMode.automatic` keeps the previous page's mode (large under a
    /// large root), and the pushed page gets the full 44 pt bar and 52 pt title band of its own.
    @Test func aPushedPagesBackButtonIsTitledWithThePageUnderIt() throws {
        func pushed(rootTitle: String?) -> some View {
            NavigationStack(path: .constant([1])) {
                Color.red.navigationTitle(rootTitle ?? "")
                    .navigationDestination(for: Int.self) { _ in Color.blue.navigationTitle("Detail") }
            }
        }
        let (host, result) = try ConformanceHost.layout(pushed(rootTitle: "Library"))
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["Library", "Detail"] && elements.first?.traits == ["button"])
        let title = try #require(host.frames(ofText: "Detail", in: result).first)
        #expect(title.minX == 16 && title.minY >= 54 + 44 && title.maxY <= 54 + 96, "\(title)")
        let (untitled, _) = try ConformanceHost.layout(pushed(rootTitle: nil))
        #expect(untitled.accessibilityElements.first?.label == "Back")
    }

    /// UIKit's `UITabBar`: 49 pt above the home indicator (34 pt on an iPhone 16).
    @Test func theTabBarIs49PointsAboveTheHomeIndicator() throws {
        let tabs = TabView {
            Color.red.tabItem { Text("One") }
            Color.blue.tabItem { Text("Two") }
        }
        let page = try item(tabs) { $0.width == 393 && $0.minY == 59 }
        #expect(close(page.maxY, 852 - 34 - 49, within: 1e-6), "\(page)")
    }

    /// UIKit's `UISegmentedControl` since iOS 13: 32 pt tall.
    @Test func aSegmentedPickerIs32PointsTall() throws {
        let picker = Picker("Range", selection: .constant(0)) {
            Text("Week").tag(0)
            Text("Month").tag(1)
        }.pickerStyle(.segmented)
        let track = try item(picker) { $0.width == 393 }
        #expect(track.height == 32)
    }

    /// UIKit's `UIStepper`: 94 × 32 pt.
    @Test func aStepperIs94By32() throws {
        let stepper = Stepper("Sets", value: .constant(3), in: 1...10)
        #expect(try item(stepper) { $0.width == 94 }.height == 32)
    }

    /// Apple, `Grid`: "the grid sizes each column to fit the widest cell in the column, and each
    /// row to fit the tallest"; `gridCellColumns(_:)` makes a cell span columns.
    @Test func aGridColumnIsAsWideAsItsWidestCell() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Text("A")
                Text("Wide cell")
            }
            GridRow {
                Text("Longer")
                Text("B")
            }
            GridRow { Text("Both").gridCellColumns(2) }
        }
        let (host, result) = try ConformanceHost.layout(grid)
        let a = try #require(host.frames(ofText: "A", in: result).first)
        let longer = try #require(host.frames(ofText: "Longer", in: result).first)
        let wide = try #require(host.frames(ofText: "Wide cell", in: result).first)
        let b = try #require(host.frames(ofText: "B", in: result).first)
        let spanning = try #require(host.frames(ofText: "Both", in: result).first)
        // Centred cells: "A" in the first column as wide as "Longer", "B" in the second as wide as
        // "Wide cell", the columns 10 pt apart; the spanning cell centred over both.
        #expect(abs(a.midX - longer.midX) < 1e-6 && abs(b.midX - wide.midX) < 1e-6)
        #expect(abs(wide.minX - longer.maxX - 10) < 1e-6, "\(longer) \(wide)")
        #expect(abs(spanning.midX - (longer.minX + wide.maxX) / 2) < 1e-6, "\(spanning)")
    }

    /// UIKit, `UIDatePicker` in the compact style shows the date as `DateFormatter.Style.medium`
    /// and the time as `.short` in the picker's locale ("Nov 28, 2026", "2:39 PM"; "28.11.2026").
    @Test func aCompactDatePickerWritesTheMediumDateAndTheShortTime() throws {
        let date = Date(timeIntervalSince1970: 1_795_876_740)
        let (host, result) = try ConformanceHost.layout(DatePicker("Start", selection: .constant(date)))
        #expect(host.frames(ofText: "Nov 28, 2026", in: result).count == 1)
        let (german, germanResult) = try ConformanceHost.layout(
            DatePicker("Start", selection: .constant(date), displayedComponents: .date).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.frames(ofText: "28.11.2026", in: germanResult).count == 1)
    }

    /// A `UIAlertController` with two text fields, measured at 2x on a recording of one
    /// (sochalewski/TextFieldAlert, Resources/TextFieldAlert.gif, an iPhone 8 simulator, 750 ×
    /// 1334 px): the card 540 px wide from x 105; the fields' group bordered from x 135 to 614 px
    /// (15 pt in from each side) and 120 px tall (60 pt); 28 px (14 pt) from its bottom to the
    /// buttons' hairline; its top 44 px under the message's ink and the message's ink 16 px under
    /// the title's. On an iPhone SE (375 pt, as an iPhone 8) the layer's group stands there.
    @Test func anAlertsTextFieldsSitInAGroupFifteenPointsIn() throws {
        @MainActor struct SignIn: View {
            var body: some View {
                Color.gray.alert("Sign in", isPresented: .constant(true)) {
                    TextField("Mail", text: .constant("sochalew"))
                    SecureField("Password", text: .constant(""))
                    Button("Cancel", role: .cancel) {}
                    Button("OK") {}
                } message: {
                    Text("Enter the following information.")
                }
            }
        }
        let group = try item(SignIn(), on: .iPhoneSE) { abs($0.width - 240) < 1e-6 && abs($0.height - 60) < 1e-6 }
        #expect(abs(group.minX * 2 - 135) < 1e-6 && abs(group.maxX * 2 - 615) < 1e-6, "\(group)")
        let hairline = try item(SignIn(), on: .iPhoneSE) { abs($0.height - 0.5) < 1e-6 && abs($0.width - 270) < 1e-6 }
        #expect(abs(hairline.minY - group.maxY - 14) < 1e-6, "\(hairline) \(group)")
    }
}
