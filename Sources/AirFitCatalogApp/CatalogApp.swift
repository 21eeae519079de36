#if canImport(SwiftUI) && !os(Linux)
    import AirFitCatalog
    import AirFitScreens
    import AirFitUI
    import DesignTokens
    import SwiftUI
    #if os(macOS)
        import AppKit
    #endif

    /// The example app: every component preview and every screen of AirFit UI, in the theme and color
    /// scheme you pick. On a Mac, `swift run AirFitCatalogApp` opens it in a window; on iOS, add the
    /// package to an app project in Xcode and show `CatalogRoot` (see the README).
    @main
    struct AirFitCatalogApp: App {
        #if os(macOS)
            init() {
                // Started from a terminal, an executable is not a regular app until it says so: give it a
                // Dock icon and bring its window to the front.
                NSApplication.shared.setActivationPolicy(.regular)
                NSApplication.shared.activate(ignoringOtherApps: true)
            }
        #endif

        var body: some Scene {
            WindowGroup("AirFit UI") {
                CatalogRoot()
            }
            #if os(macOS)
                .defaultSize(width: 430, height: 900)
            #endif
        }
    }

    /// The catalog's list and its detail, with theme and scheme pickers. The theme picker offers the
    /// spec's three themes and the example brand, Harbor; "Own" shows each screen in its home theme
    /// and each component in its own dialect.
    @MainActor
    struct CatalogRoot: View {
        @State private var themeName: String?
        @State private var dark = false

        /// The chosen theme, or nil for each view's own.
        private var chosen: Theme? { PreviewCatalog.themes.first { $0.name == themeName } }

        var body: some View {
            NavigationStack {
                List {
                    Section("Screens") {
                        ForEach(ScreenID.allCases) { screen in
                            NavigationLink(screen.rawValue) {
                                Screens.view(screen)
                                    .theme(chosen ?? .of(screen.homeDialect))
                                    .preferredColorScheme(dark ? .dark : .light)
                            }
                        }
                    }
                    Section("Components") {
                        ForEach(PreviewCatalog.entries) { entry in
                            NavigationLink(entry.name) {
                                Group {
                                    if let chosen {
                                        entry.makeView().theme(chosen)
                                    } else {
                                        entry.makeView()
                                    }
                                }
                                .preferredColorScheme(dark ? .dark : .light)
                            }
                        }
                    }
                }
                .navigationTitle("AirFit UI")
                .toolbar {
                    ToolbarItem(placement: Self.themePlacement) {
                        Picker("Theme", selection: $themeName) {
                            Text("Own").tag(String?.none)
                            ForEach(PreviewCatalog.themes) { Text($0.name.capitalized).tag(Optional($0.name)) }
                        }
                    }
                    ToolbarItem(placement: Self.schemePlacement) {
                        Toggle("Dark", isOn: $dark)
                    }
                }
            }
        }

        /// The theme picker: the navigation bar's trailing end on iOS, the toolbar's primary place on a Mac.
        private static var themePlacement: ToolbarItemPlacement {
            #if os(iOS)
                .topBarTrailing
            #else
                .primaryAction
            #endif
        }

        /// The dark-mode toggle: the navigation bar's leading end on iOS, beside the picker on a Mac.
        private static var schemePlacement: ToolbarItemPlacement {
            #if os(iOS)
                .topBarLeading
            #else
                .automatic
            #endif
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
