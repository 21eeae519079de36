import Combine
import SwiftUI

/// An app's entry file as Apple's documentation writes it (without `@main`, which a library may
/// not carry): a window group with its store in the environment, a second titled group, a
/// scene-phase change, and a screen that computes with the environment's calendar.
final class WorkoutLog: ObservableObject {
    @Published var dates: [Date] = []
}

@MainActor
struct WorkoutsTodayView: View {
    @EnvironmentObject private var log: WorkoutLog
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let today = log.dates.filter { calendar.isDateInToday($0) }.count
        Text("\(today) today")
            .accessibilityHint(timeZone.identifier)
    }
}

struct WorkoutsAppSnippet: App {
    @StateObject private var log = WorkoutLog()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            WorkoutsTodayView()
        }
        .environmentObject(log)
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { log.dates.removeAll() }
        }
        WindowGroup("History", id: "history") {
            Text("History")
        }
        .environment(\.locale, Locale(identifier: "de"))
    }
}
