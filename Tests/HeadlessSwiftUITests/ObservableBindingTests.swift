import Foundation
import HeadlessLayout
import HeadlessRuntime
import Observation
import Testing

@testable import HeadlessSwiftUI

/// An `@Observable` model drives the presentations, selections and rows bound to it (D297).
///
/// Apple's `Bindable` documentation passes `$book.title` and `$book.isAvailable` to a text field
/// and a toggle; apps pass `$model.showsSheet` to `sheet(isPresented:)` and `$model.path` to
/// `NavigationStack(path:)` the same way. SwiftUI updates a view when an observable property it
/// reads changes, the reads its controls, presentations and `ForEach` make for it included ("Managing
/// model data in your app"). These bindings are read while the view's content resolves, after its
/// body ran, and a change to the model did not reach the screen: the sheet stayed down, the tab
/// stayed, the picker showed the old choice until something else redrew it.
@MainActor
struct ObservableBindingTests {
    @Observable
    final class Settings {
        var showsSheet = false
        var showsDetail = false
        var showsAlert = false
        var units = "metric"
        var tab = 0
        var path: [String] = []
        var unrelated = 0
    }

    /// A settings screen binding everything to its model, as an iOS 17 app writes it.
    @MainActor
    struct SettingsScreen: View {
        @Bindable var settings: Settings
        var body: some View {
            NavigationStack(path: $settings.path) {
                Form {
                    Picker("Units", selection: $settings.units) {
                        Text("Metric").tag("metric")
                        Text("Imperial").tag("imperial")
                    }
                }
                .navigationTitle("Settings")
                .navigationDestination(for: String.self) { Text("Page \($0)") }
                .navigationDestination(isPresented: $settings.showsDetail) { Text("Detail page") }
                .sheet(isPresented: $settings.showsSheet) { Text("Sheet page") }
                .alert("Signed out", isPresented: $settings.showsAlert) { Button("OK") {} }
            }
        }
    }

    private func labels(_ host: ViewHost) -> [String] { host.accessibilityElements.map(\.label) }

    @Test func theModelPresentsAndDismissesASheetAnAlertAndADestination() {
        let settings = Settings()
        let host = ViewHost(SettingsScreen(settings: settings))
        #expect(!labels(host).contains("Sheet page"))
        settings.showsSheet = true
        host.update()
        #expect(labels(host).contains("Sheet page"))
        settings.showsSheet = false
        host.update()
        #expect(!labels(host).contains("Sheet page"))
        settings.showsAlert = true
        host.update()
        #expect(labels(host).contains("Signed out"))
        settings.showsAlert = false
        settings.showsDetail = true
        host.update()
        #expect(labels(host) == ["Settings", "Detail page"])
    }

    @Test func theModelChoosesThePickersValueAndPushesItsPath() {
        let settings = Settings()
        let host = ViewHost(SettingsScreen(settings: settings))
        #expect(labels(host).contains { $0.hasPrefix("Units, Metric") })
        settings.units = "imperial"
        host.update()
        #expect(labels(host).contains { $0.hasPrefix("Units, Imperial") })
        settings.path = ["units"]
        host.update()
        #expect(labels(host) == ["Settings", "Page units"])
        settings.path = []
        host.update()
        #expect(labels(host).first == "Settings")
        #expect(labels(host).last?.hasPrefix("Units, Imperial") == true)
    }

    /// A tab view whose selection the model holds.
    @MainActor
    struct Tabs: View {
        @Bindable var settings: Settings
        var body: some View {
            TabView(selection: $settings.tab) {
                Text("Today page").tabItem { Label("Today", systemImage: "sun.max") }.tag(0)
                Text("History page").tabItem { Label("History", systemImage: "clock") }.tag(1)
            }
        }
    }

    @Test func theModelSelectsTheTab() {
        let settings = Settings()
        let host = ViewHost(Tabs(settings: settings))
        #expect(labels(host).first == "Today page")
        settings.tab = 1
        host.update()
        #expect(labels(host).first == "History page")
    }

    /// A binding an app writes by hand over the model, as older code bridges it.
    @MainActor
    struct HandBinding: View {
        let settings: Settings
        var body: some View {
            NavigationStack {
                Text("Home")
                    .navigationTitle("Home")
                    .navigationDestination(
                        isPresented: Binding(get: { settings.showsDetail }, set: { settings.showsDetail = $0 })
                    ) { Text("Detail page") }
            }
        }
    }

    @Test func aBindingWrittenWithGetAndSetPushesWhenTheModelChanges() throws {
        let settings = Settings()
        let host = ViewHost(HandBinding(settings: settings))
        #expect(labels(host) == ["Home", "Home"])
        settings.showsDetail = true
        host.update()
        #expect(labels(host) == ["Home", "Detail page"])
        try host.tap("Home")
        #expect(settings.showsDetail == false)
    }

    @Observable
    final class Workout: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// Rows of observable elements, each read only inside the row's closure.
    @MainActor
    struct Workouts: View {
        let workouts: [Workout]
        var body: some View {
            List {
                ForEach(workouts) { workout in Text(workout.title) }
            }
        }
    }

    @Test func aRowUpdatesWhenItsObservableElementChanges() {
        let workouts = [Workout(id: 1, title: "Run"), Workout(id: 2, title: "Swim")]
        let host = ViewHost(Workouts(workouts: workouts))
        #expect(labels(host) == ["Run", "Swim"])
        workouts[1].title = "Open water"
        host.update()
        #expect(labels(host) == ["Run", "Open water"])
    }

    /// A reader's content, built when the reader is laid out, reads the model.
    @MainActor
    struct Reader: View {
        let workout: Workout
        var body: some View {
            GeometryReader { _ in Text(workout.title) }
        }
    }

    @Test func aGeometryReadersContentUpdatesWhenWhatItReadsChanges() {
        let workout = Workout(id: 1, title: "Run")
        let host = ViewHost(Reader(workout: workout))
        _ = host.layout(on: .iPhone16)
        #expect(labels(host) == ["Run"])
        workout.title = "Ride"
        host.update()
        #expect(labels(host) == ["Ride"])
    }

    /// A reader whose content reads the model only once laid out: the read is made when layout
    /// resolves the reader again, after its view's body, and still updates that view.
    @MainActor
    struct MeasuredReader: View {
        let workout: Workout
        var body: some View {
            // Resolved first for a guess (the screen's width), then for its laid-out 200 pt.
            GeometryReader { proxy in
                if proxy.size.width == 200 { Text(workout.title) } else { Text("Measuring") }
            }
            .frame(width: 200)
        }
    }

    @Test func aReadMadeOnlyAfterLayoutStillUpdatesTheView() {
        let workout = Workout(id: 1, title: "Run")
        let host = ViewHost(MeasuredReader(workout: workout))
        #expect(labels(host) == ["Measuring"])
        _ = host.layout(on: .iPhone16)
        #expect(labels(host) == ["Run"])
        workout.title = "Ride"
        #expect(host.needsUpdate)
        host.update()
        _ = host.layout(on: .iPhone16)
        #expect(labels(host) == ["Ride"])
    }

    /// A parent whose child holds the bindings: the change updates the child alone, as SwiftUI
    /// updates only the views that read what changed.
    @MainActor
    struct Parent: View {
        let settings: Settings
        var body: some View {
            VStack {
                Text("Parent")
                Child(settings: settings)
            }
        }
    }

    @MainActor
    struct Child: View {
        @Bindable var settings: Settings
        var body: some View {
            Text("Child").sheet(isPresented: $settings.showsSheet) { Text("Sheet page") }
        }
    }

    @Test func onlyTheViewWhoseBindingChangedIsEvaluatedAgain() {
        let settings = Settings()
        let host = ViewHost(Parent(settings: settings))
        #expect(host.bodyEvaluations(of: "Parent") == 1 && host.bodyEvaluations(of: "Child") == 1)
        settings.unrelated = 1
        #expect(!host.needsUpdate)
        settings.showsSheet = true
        #expect(host.needsUpdate)
        host.update()
        #expect(labels(host).contains("Sheet page"))
        #expect(host.bodyEvaluations(of: "Parent") == 1)
        #expect(host.bodyEvaluations(of: "Child") == 2)
    }
}
