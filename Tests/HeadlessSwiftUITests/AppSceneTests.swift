import Foundation
import HeadlessLayout
import HeadlessRuntime
import OpenCombine
import Testing

@testable import HeadlessSwiftUI

/// An app's entry file as Apple's documentation writes it (`@main struct …: App` with a
/// `WindowGroup`) compiles, and its window is the screen a host draws, with what the scene
/// modifiers put in its environment.
@MainActor
struct AppSceneTests {
    final class Store: ObservableObject {
        @Published var name = "Rowing"
    }

    struct StoreReader: View {
        @EnvironmentObject var store: Store
        @Environment(\.colorScheme) var scheme
        var body: some View { Text("\(store.name) in \(scheme == .dark ? "dark" : "light")") }
    }

    struct WorkoutsApp: App {
        @StateObject private var store = Store()
        var body: some Scene {
            WindowGroup {
                StoreReader()
            }
            .environmentObject(store)
            .environment(\.colorScheme, .dark)
        }
    }

    struct TwoWindowsApp: App {
        var body: some Scene {
            WindowGroup("Main") { Text("Main window") }
            WindowGroup(id: "inspector") { Text("Inspector") }
        }
    }

    final class Log {
        var changes: [String] = []
    }

    @Test func anAppsWindowIsTheHostedScreen() {
        let host = ViewHost(scene: WorkoutsApp().body)
        #expect(host.drawnTexts().map(\.string) == ["Rowing in dark"])
    }

    @Test func everyWindowGroupIsAWindowInOrder() {
        let windows = sceneWindows(TwoWindowsApp().body)
        #expect(windows.count == 2)
        #expect(ViewHost(windows[1]).drawnTexts().map(\.string) == ["Inspector"])
        #expect(ViewHost(scene: TwoWindowsApp().body).drawnTexts().map(\.string) == ["Main window"])
    }

    @Test func aSceneAvailableOnlySomewhereIsAWindowWhereItIs() {
        @SceneBuilder func scenes() -> some Scene {
            WindowGroup { Text("Always") }
            if #available(iOS 17, macOS 14, *) {
                WindowGroup { Text("Newer") }
            }
        }
        #expect(sceneWindows(scenes()).count == 2)
    }

    @Test func aScenesOnChangeWatchesItsWindows() {
        let log = Log()
        let scene = WindowGroup { Text("x") }.onChange(of: "active", initial: true) { _, new in log.changes.append(new) }
        _ = ViewHost(scene: scene)
        #expect(log.changes == ["active"])
    }
}

/// `EnvironmentValues.calendar` and `timeZone`: on iOS the person's; here Gregorian in UTC, the
/// zone every date of the layer is drawn in (D194), so a screen that computes with them agrees
/// with what its texts show.
struct CalendarEnvironmentTests {
    @Test func theDefaultsAreGregorianInUTC() {
        let values = EnvironmentValues()
        #expect(values.calendar.identifier == .gregorian)
        #expect(values.calendar.timeZone.secondsFromGMT() == 0)
        #expect(values.timeZone.secondsFromGMT() == 0)
        // 2001-01-01 00:30 UTC is hour 0 of its day in that calendar.
        #expect(values.calendar.component(.hour, from: Date(timeIntervalSinceReferenceDate: 1800)) == 0)
    }

    @Test func aViewCanSetThem() {
        var values = EnvironmentValues()
        values.timeZone = TimeZone(identifier: "Europe/Berlin")!
        values.calendar = Calendar(identifier: .iso8601)
        #expect(values.timeZone.identifier == "Europe/Berlin" && values.calendar.identifier == .iso8601)
    }
}
