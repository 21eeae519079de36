import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// What iOS 18.2 was measured doing around lists and bars (D277; home-assistant/iOS's snapshot
/// references, iPhone 16 simulator): a switch's row, a footer's lines and what follows them, a top
/// content margin, a destructive bar button, a link outside a stack, and scroll views reaching
/// under the home indicator.
@MainActor
struct MeasuredListChromeTests {
    /// A footnote line's natural height and first baseline (SF Pro's ascender + descender, ascender).
    let footnoteLine = 13 * 1.1934
    let footnoteAscent = 13 * 1950.0 / 2048

    func textPaint(_ string: String, in host: ViewHost) throws -> DisplayPaint {
        try #require(host.drawnTexts().first { $0.string == string }).paint
    }

    @Test func aRowOfOneSwitchKeepsTheMinimumHeight() throws {
        let host = ViewHost(
            List {
                Toggle("Alerts", isOn: .constant(true))
                Text("Next")
            })
        // Measured: 44 pt, where a 31 pt switch inside 11 pt insets would make 53.
        #expect(abs(try host.frame(ofText: "Next").midY - host.frame(ofText: "Alerts").midY - 44) < 1e-9)
        // The switch ends 18 pt from the card's edge (measured: x 301 to 352 on a 390 pt screen).
        let track = try #require(host.displayList(on: .iPhone16).first { $0.frame.width == 51 && $0.frame.height == 31 }?.frame)
        #expect(abs(track.maxX - (393 - 20 - 18)) < 1e-9, "\(track)")
        let alone = ViewHost(Toggle("Alerts", isOn: .constant(true)).padding(.horizontal, 20))
        let free = try #require(alone.displayList(on: .iPhone16).first { $0.frame.width == 51 && $0.frame.height == 31 }?.frame)
        // Outside a list it reaches 2 pt into the padding as well (measured on iOS 18.2: a padded
        // toggle's switch from 325 to 376 pt on a 390 pt screen, D288).
        #expect(abs(free.maxX - (393 - 20 + 2)) < 1e-9, "outside a list the switch overhangs its frame too: \(free)")
    }

    @Test func aFootersLinesAreTightAndTheNextCardFollowsCloser() throws {
        let footer = "Firebase Cloud Messaging must be enabled for push notifications to function."
        let host = ViewHost(
            List {
                Section {
                    Text("Messaging")
                } footer: {
                    Text(footer)
                }
                Section { Text("Alerts") }
            })
        let frame = try host.frame(ofText: footer)
        // Two lines 16 pt apart: the footnote style's 18 pt leading, tight (measured at Medium:
        // 14 pt, its 16 pt leading less 2), snapped to the 3x grid.
        #expect(frame.height > footnoteLine + 16 - 1e-9 && frame.height < footnoteLine + 16 + 0.34, "\(frame)")
        // The footer 6 pt under its card; the next card 29.75 pt under the footer's last line.
        let card = try host.frame(ofText: "Messaging").midY + 22
        #expect(abs(frame.minY - card - 6) < 0.34, "\(frame) under \(card)")
        let next = try host.frame(ofText: "Alerts").midY - 22
        #expect(abs(next - frame.maxY - 29.75) < 0.34, "\(next) after \(frame)")
    }

    @Test func tightAndLooseLeadingMoveLinesTwoPoints() throws {
        let words = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
        func height(_ font: Font) throws -> CGFloat { try ViewHost(Text(words).font(font).frame(width: 120)).frame(ofText: words).height }
        let standard = try height(.body)
        let lines = ((standard - 17 * 1.1934) / 22).rounded() + 1
        #expect(lines >= 3, "\(standard)")
        #expect(abs(try height(.body.leading(.tight)) - (standard - 2 * (lines - 1))) < 0.34)
        #expect(abs(try height(.body.leading(.loose)) - (standard + 2 * (lines - 1))) < 0.34)
        // Kept through the other modifiers.
        #expect(abs(try height(.body.leading(.tight).bold()) - height(.body.bold().leading(.tight))) < 1e-9)
    }

    @Test func aTopContentMarginReplacesTheSpaceAboveTheFirstSection() throws {
        func cardTop(_ view: some View) throws -> CGFloat { try ViewHost(view).frame(ofText: "Alpha").midY - 22 }
        #expect(abs(try cardTop(List { Text("Alpha") }) - (59 + 35)) < 1e-9)
        #expect(abs(try cardTop(List { Text("Alpha") }.contentMargins(.top, .zero)) - 59) < 1e-9)
        #expect(abs(try cardTop(List { Text("Alpha") }.contentMargins(.top, 10)) - 69) < 1e-9)
        // Margins on other edges leave the list as it is.
        #expect(abs(try cardTop(List { Text("Alpha") }.contentMargins(.horizontal, 0)) - (59 + 35)) < 1e-9)
    }

    @Test func aDestructiveButtonInABarKeepsTheTint() throws {
        let host = ViewHost(
            NavigationStack {
                Button("Delete", role: .destructive) {}
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Reset", role: .destructive) {} } }
            })
        let blue = DisplayPaint.color(red: 0, green: 122.0 / 255, blue: 1, opacity: 1)
        let red = DisplayPaint.color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, opacity: 1)
        #expect(try textPaint("Reset", in: host) == blue)
        #expect(try textPaint("Delete", in: host) == red)
    }

    @Test func aLinkOutsideANavigationStackIsDisabled() throws {
        let alone = ViewHost(List { NavigationLink("Acknowledgements") { Text("Licenses") } })
        #expect(alone.accessibilityElements.contains { $0.label == "Acknowledgements" && $0.traits.contains("dimmed") })
        let stacked = ViewHost(NavigationStack { List { NavigationLink("Acknowledgements") { Text("Licenses") } } })
        #expect(stacked.accessibilityElements.contains { $0.label == "Acknowledgements" && !$0.traits.contains("dimmed") })
    }

    @Test func aNavigationBarInASheetStaysInTheSheet() throws {
        let root = ViewHost(NavigationStack { Color.red.navigationTitle("Root").navigationBarTitleDisplayMode(.inline) })
        #expect(abs(try root.frame(ofText: "Root").midY - (54 + 22)) < 1)
        let sheet = ViewHost(
            Color.clear.sheet(isPresented: .constant(true)) {
                NavigationStack { Color.red.navigationTitle("Sheet").navigationBarTitleDisplayMode(.inline) }
            })
        let title = try sheet.frame(ofText: "Sheet")
        let card = try #require(
            sheet.displayList(on: .iPhone16).first { item in
                if case .fill = item.content { item.frame.width == 393 && item.frame.minY > 59 } else { false }
            }?.frame)
        #expect(abs(title.midY - (card.minY + 22)) < 1, "\(title) in \(card)")
    }

    @Test func aScrollViewMeetingTheSafeAreaShowsItsContentToTheScreensEdge() throws {
        func clip(_ view: some View) throws -> CGRect {
            let item = try #require(ViewHost(view).displayList(on: .iPhone16).first { $0.frame.height == 2000 })
            let path = try #require(item.groups.compactMap { if case let .clip(path, _) = $0.effect { path } else { nil } }.first)
            return path.boundingRect
        }
        let full = try clip(ScrollView { Color.blue.frame(height: 2000) })
        #expect(full == CGRect(x: 0, y: 0, width: 393, height: 852), "\(full)")
        // Away from the safe area's edges, the scroll view clips to its own frame.
        let framed = try clip(ScrollView { Color.blue.frame(height: 2000) }.frame(height: 300))
        #expect(framed.height == 300 && framed.width == 393, "\(framed)")
    }

    @Test func aBarWithNothingToShowTakesNoRoom() throws {
        // Measured (D279): a list in a `NavigationView` with no title and no items starts 35 pt
        // under the safe area, as with no navigation view at all.
        let bare = ViewHost(NavigationView { List { Text("Select Item") } })
        #expect(abs(try bare.frame(ofText: "Select Item").midY - 22 - (59 + 35)) < 1e-9)
        // An item or a title brings the bar back: 44 pt hanging from the status bar.
        let titled = ViewHost(
            NavigationView { List { Text("Select Item") }.navigationTitle("Pick").navigationBarTitleDisplayMode(.inline) })
        #expect(abs(try titled.frame(ofText: "Select Item").midY - 22 - (54 + 44 + 35)) < 1e-9)
        let withItem = ViewHost(NavigationView { List { Text("Select Item") }.toolbar { Button("Reset") {} } })
        #expect(abs(try withItem.frame(ofText: "Select Item").midY - 22 - (54 + 44 + 35)) < 1e-9)
    }

    @Test func theFirstHeaderSitsCloserToTheTop() throws {
        // Measured (D279): under an inline bar a first header's 12 pt line starts 16.9 pt under the
        // bar, where a later one starts 34.5 pt under the card above it.
        let host = ViewHost(
            NavigationStack {
                List {
                    Section("Section 1") { Text("Abc") }
                    Section("Section 2") { Text("Def") }
                }
                .navigationTitle("Title 1").navigationBarTitleDisplayMode(.inline)
            })
        #expect(abs(try host.frame(ofText: "SECTION 1").minY - (98 + 17)) < 0.34)
        let card = try host.frame(ofText: "Abc").midY + 22
        #expect(abs(try host.frame(ofText: "SECTION 2").minY - card - 34.5) < 0.34)
    }
}
