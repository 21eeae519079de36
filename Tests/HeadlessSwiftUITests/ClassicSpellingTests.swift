import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// SwiftUI's older and renamed spellings do what their successors do (Apple's deprecation notes
/// name each successor): `navigationBarTitle(_:displayMode:)` is `navigationTitle` with
/// `navigationBarTitleDisplayMode`, `edgesIgnoringSafeArea(_:)` is `ignoresSafeArea(.container,
/// edges:)`, iOS 18's `toolbarVisibility`/`toolbarBackgroundVisibility` are `toolbar(_:for:)` and
/// `toolbarBackground(_:for:)` with a `Visibility`; and `scrollDisabled(_:)` stops a drag from
/// scrolling ("SwiftUI passes the disabled property through the environment").
@MainActor
struct ClassicSpellingTests {
    /// The large title is SF Pro 34 pt bold, the inline one 17 pt semibold (HIG, Typography).
    @Test func navigationBarTitleSetsTheTitleAndItsMode() throws {
        let large = ViewHost(NavigationView { Text("Body").navigationBarTitle("Plans") }.navigationViewStyle(.stack))
        #expect(large.drawnTexts().first { $0.string == "Plans" }?.font.size == 34)
        let inline = ViewHost(NavigationStack { Text("Body").navigationBarTitle(Text("Plans"), displayMode: .inline) })
        let title = try #require(inline.drawnTexts().first { $0.string == "Plans" })
        #expect(title.font.size == 17 && title.font.weight == 600)
    }

    /// A color ignoring the safe area on every edge covers the whole 393 × 852 pt screen; on the
    /// bottom edge only, it runs from under the status bar (59 pt) to the bottom.
    @Test func edgesIgnoringSafeAreaExtendsUnderTheBars() throws {
        let all = ViewHost(Color.red.edgesIgnoringSafeArea(.all))
        let full = try #require(all.displayList(on: .iPhone16).first { if case .fill = $0.content { true } else { false } })
        #expect(full.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let bottom = ViewHost(Color.red.edgesIgnoringSafeArea(.bottom))
        let lower = try #require(bottom.displayList(on: .iPhone16).first { if case .fill = $0.content { true } else { false } })
        #expect(lower.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59))
    }

    /// Hiding the navigation bar with iOS 18's name hides its title; hiding its background with
    /// it draws no bar fill behind a title.
    @Test func toolbarVisibilityHidesTheBar() throws {
        let hidden = ViewHost(NavigationStack { Text("Body").navigationTitle("Plans").toolbarVisibility(.hidden, for: .navigationBar) })
        #expect(!hidden.drawnTexts().contains { $0.string == "Plans" })
        #expect(hidden.drawnTexts().contains { $0.string == "Body" })
        func barFills(_ visibility: Visibility) -> Int {
            let host = ViewHost(
                NavigationStack {
                    Text("Body").navigationTitle("Plans").navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(Color(red: 0, green: 1, blue: 0), for: .navigationBar)
                        .toolbarBackgroundVisibility(visibility, for: .navigationBar)
                })
            return host.displayList(on: .iPhone16).filter { item in
                switch item.content {
                case .fill(.color(0, 1, 0, _)), .shape(_, .color(0, 1, 0, _), nil): true
                default: false
                }
            }.count
        }
        #expect(barFills(.visible) == 1)
        #expect(barFills(.hidden) == 0)
    }

    /// Dragged 100 pt, a scroll view moves its content up 100 pt; with scrolling disabled it
    /// stays, and so does a list inside a disabled view.
    @Test func scrollDisabledKeepsTheContentInPlace() throws {
        func firstRowY(_ view: some View) throws -> CGFloat {
            let host = ViewHost(view)
            let result = host.layout(on: .iPhone16, scrollOffset: CGPoint(x: 0, y: 100))
            return try #require(host.frames(ofText: "Row 0", in: result).first).minY
        }
        let rows = ForEach(0..<40) { Text("Row \($0)").frame(height: 50) }
        let scrolled = try firstRowY(ScrollView { VStack(spacing: 0) { rows } })
        let still = try firstRowY(ScrollView { VStack(spacing: 0) { rows } }.scrollDisabled(true))
        #expect(still - scrolled == 100)
        let list = try firstRowY(List { rows }.scrollDisabled(true))
        #expect(try list - firstRowY(List { rows }) == 100)
        #expect(EnvironmentValues().isScrollEnabled)
    }

    /// An accessibility focus state holds what the view sets, across updates, as focus state does.
    @Test func anAccessibilityFocusStateKeepsItsValue() throws {
        struct Form: View {
            @AccessibilityFocusState var isFocused: Bool
            @AccessibilityFocusState(for: .voiceOver) var field: Int?
            var body: some View {
                VStack {
                    Text(isFocused ? "focused" : "unfocused").accessibilityFocused($isFocused)
                    Text("field \(field ?? -1)").accessibilityFocused($field, equals: 2)
                    Button("Focus") {
                        isFocused = true
                        field = 2
                    }
                }
            }
        }
        let host = ViewHost(Form())
        #expect(host.drawnTexts().map(\.string) == ["unfocused", "field -1", "Focus"])
        try host.tap("Focus")
        #expect(host.drawnTexts().map(\.string) == ["focused", "field 2", "Focus"])
    }
}
