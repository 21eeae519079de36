#if canImport(SwiftUI) && !os(Linux)
import AirFitScreens
import AirFitUI
import DesignTokens
import SwiftUI

/// The example app: every component preview and every screen of AirFit UI, in the theme and color
/// scheme you pick.
@main
struct AirFitCatalogApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogRoot()
        }
    }
}

/// The catalog's list and its detail, with theme and scheme pickers.
@MainActor
struct CatalogRoot: View {
    @State private var dialect = Dialect.pastel
    @State private var dark = false

    var body: some View {
        NavigationStack {
            List {
                Section("Screens") {
                    ForEach(ScreenID.allCases) { screen in
                        NavigationLink(screen.rawValue) {
                            Screens.view(screen)
                                .theme(.of(dialect))
                                .preferredColorScheme(dark ? .dark : .light)
                        }
                    }
                }
                Section("Components") {
                    ForEach(PreviewCatalog.entries) { entry in
                        NavigationLink(entry.name) {
                            entry.makeView().preferredColorScheme(dark ? .dark : .light)
                        }
                    }
                }
            }
            .navigationTitle("AirFit UI")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Theme", selection: $dialect) {
                        ForEach(Dialect.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Toggle("Dark", isOn: $dark)
                }
            }
        }
    }
}
#else
/// On Linux the example app has nothing to show: SwiftUI exists only on Apple's platforms.
@main
enum AirFitCatalogApp {
    static func main() {
        print("AirFitCatalogApp needs an Apple platform (iOS 18 or macOS 15) with SwiftUI; on Linux, run `airfit gallery` instead.")
    }
}
#endif
