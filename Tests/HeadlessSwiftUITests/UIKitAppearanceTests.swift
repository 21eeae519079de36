import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// UIKit's appearance proxies as SwiftUI apps set them at launch (D270): the navigation bar's
/// title attributes and the segmented control's selected tint and title colors draw, as UIKit
/// draws SwiftUI's bar and segmented picker through them on iOS 18; a table's proxy changes
/// nothing, since `List` has not drawn through `UITableView` since iOS 16. Each test puts the
/// proxy back as it found it.
@MainActor
struct UIKitAppearanceTests {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    private func paint(of string: String, in host: ViewHost) -> DisplayPaint? {
        host.drawnTexts().first { $0.string == string }?.paint
    }

    @Test func aLargeTitleTakesTheColorAndFontSetOnTheBar() throws {
        let bar = UINavigationBar.appearance()
        bar.largeTitleTextAttributes = [.foregroundColor: red, .font: UIFont.systemFont(ofSize: 40, weight: .heavy)]
        defer { bar.largeTitleTextAttributes = nil }
        let host = ViewHost(NavigationStack { Text("Week").navigationTitle("Runs") })
        #expect(paint(of: "Runs", in: host) == .color(red: 1, green: 0, blue: 0, opacity: 1))
        let title = try #require(host.drawnTexts().first { $0.string == "Runs" })
        #expect(title.font.size == 40 && title.font.weight == 800)
        // The page's own text keeps the label color and the body font.
        #expect(host.drawnTexts().first { $0.string == "Week" }?.font.size == 17)
    }

    @Test func anInlineTitleTakesTheStandardAppearancesAttributes() throws {
        let bar = UINavigationBar.appearance()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.titleTextAttributes = [.foregroundColor: green]
        let before = bar.standardAppearance
        bar.standardAppearance = standard
        defer { bar.standardAppearance = before }
        let host = ViewHost(NavigationStack { Text("Week").navigationTitle("Runs").navigationBarTitleDisplayMode(.inline) })
        #expect(paint(of: "Runs", in: host) == .color(red: 0, green: 1, blue: 0, opacity: 1))
        // A large title reads the large title's attributes, which are not set.
        let large = ViewHost(NavigationStack { Text("Week").navigationTitle("Runs") })
        #expect(paint(of: "Runs", in: large) != .color(red: 0, green: 1, blue: 0, opacity: 1))
    }

    @Test func aSegmentedPickerTakesTheSelectedTintAndTitleColors() throws {
        let control = UISegmentedControl.appearance()
        control.selectedSegmentTintColor = red
        control.setTitleTextAttributes([.foregroundColor: green], for: .normal)
        defer {
            control.selectedSegmentTintColor = nil
            control.setTitleTextAttributes(nil, for: .normal)
        }
        let host = ViewHost(
            Picker("Unit", selection: .constant(1)) {
                Text("km").tag(1)
                Text("mi").tag(2)
            }
            .pickerStyle(.segmented))
        let fills = host.displayList(on: .iPhone16).compactMap { item -> DisplayPaint? in
            if case let .shape(_, paint, nil) = item.content { paint } else { nil }
        }
        #expect(fills.contains(.color(red: 1, green: 0, blue: 0, opacity: 1)))
        // The selected title falls back on the normal attributes, as UIKit's.
        #expect(paint(of: "km", in: host) == .color(red: 0, green: 1, blue: 0, opacity: 1))
        #expect(paint(of: "mi", in: host) == .color(red: 0, green: 1, blue: 0, opacity: 1))
    }

    @Test func aTableProxyChangesNoList() {
        let list = { List { Text("Runs") } }
        let plain = ViewHost(list()).displayList(on: .iPhone16)
        UITableView.appearance().backgroundColor = .clear
        UITableViewCell.appearance().backgroundColor = .clear
        defer {
            UITableView.appearance().backgroundColor = nil
            UITableViewCell.appearance().backgroundColor = nil
        }
        #expect(ViewHost(list()).displayList(on: .iPhone16) == plain)
        #expect(UITableView.appearance().backgroundColor === UIColor.clear)
    }

    @Test func preferredFontsHaveTheLargeSizesOfTheDynamicTypeTable() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).withSize(24).pointSize == 24)
        #expect(UIFont.Weight.medium.rawValue == 0.23 && UIFont.Weight.black.rawValue == 0.62)
    }
}
