import SwiftUI

/// A place in a training app a list pushes, by value.
public enum TrainingRoute: Hashable {
    case plan(String)
    case session(String, week: Int)
}

/// A list screen that pushes by value, as Apple's `NavigationStack` documentation writes it: the
/// app owns the path, links push routes, `navigationDestination(for:)` draws each route, a pushed
/// page goes back with `dismiss` or by clearing the path, and a link pushes a view directly.
@MainActor
public struct NavigationPathSnippet: View {
    @State private var path: [TrainingRoute]
    @State private var showsAbout = false

    /// The screen, with `path` already pushed.
    public init(path: [TrainingRoute] = []) {
        _path = State(initialValue: path)
    }

    public var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Marathon plan", value: TrainingRoute.plan("Marathon plan"))
                NavigationLink("10K plan", value: TrainingRoute.plan("10K plan"))
                NavigationLink("Unavailable plan", value: Optional<TrainingRoute>.none)
                NavigationLink("History") { Text("No sessions yet") }
                Button("About") { showsAbout = true }
            }
            .navigationTitle("Plans")
            .navigationDestination(for: TrainingRoute.self) { route in
                TrainingRouteView(route: route, path: $path)
            }
            .navigationDestination(isPresented: $showsAbout) {
                Text("AirFit 1.0").navigationTitle("About").navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

/// One pushed route: a plan lists its weeks, a session goes back to the plans.
@MainActor
struct TrainingRouteView: View {
    let route: TrainingRoute
    @Binding var path: [TrainingRoute]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        switch route {
        case let .plan(name):
            List {
                ForEach(1..<4) { week in
                    NavigationLink("Week \(week)", value: TrainingRoute.session(name, week: week))
                }
                Button("Close") { dismiss() }
            }
            .navigationTitle(name)
        case let .session(name, week):
            VStack(spacing: 12) {
                Text("\(name), week \(week)").lineLimit(1).truncationMode(.middle)
                Button("All plans") { path.removeAll() }
            }
            .navigationTitle("Week \(week)")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden(week == 3)
        }
    }
}

/// A scene's navigation kept across launches, as `NavigationPath.codable` documents it: the path's
/// JSON when every value in it is `Codable`, and the path read back from it.
public enum SavedNavigation {
    /// The JSON of `path`, or nil when a value in it cannot be encoded.
    public static func save(_ path: NavigationPath) -> Data? {
        path.codable.flatMap { try? JSONEncoder().encode($0) }
    }

    /// The path saved in `data`; an empty path when it does not decode.
    public static func restore(_ data: Data) -> NavigationPath {
        guard let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) else { return NavigationPath() }
        return NavigationPath(saved)
    }
}
