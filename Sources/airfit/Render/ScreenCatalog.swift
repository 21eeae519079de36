#if os(Linux)
    import AirFitCatalog
    import AirFitScreens
    import AirFitUI
    import DesignTokens
    import HeadlessSwiftUI
    import SwiftUICorpus

    /// The views `airfit render` and `animate` can draw, by name. The components' preview catalog
    /// joins this list as the component issues land.
    @MainActor
    enum ScreenCatalog {
        /// Name → a short description and the view.
        static let entries: [(name: String, summary: String, view: () -> AnyView)] =
            [
                ("sample", "The part-1 sample screen: gradient, glass card, cascading title, progress ring", { AnyView(SampleScreen()) }),
                (
                    "benchmark-dashboard", "Four glass cards with material blur and shadows under a cascading title (the render benchmark)",
                    { AnyView(DashboardSnippet()) }
                ),
            ]
            + ScreenID.allCases.map { screen in
                (screen.rawValue, screen.summary, { AnyView(Screens.view(screen).theme(Theme.of(screen.homeDialect))) })
            } + PreviewCatalog.entries.map { entry in (entry.name, entry.summary, entry.makeView) }

        static var names: [String] { entries.map(\.name) }

        /// The view registered as `name` (a screen in `theme` when one is given), or an error listing
        /// the names there are.
        static func view(named name: String, theme: Theme?) throws -> AnyView {
            if let theme, let screen = ScreenID(rawValue: name) { return AnyView(Screens.view(screen).theme(theme)) }
            return try view(named: name)
        }

        /// The view registered as `name`, or an error listing the names there are.
        static func view(named name: String) throws -> AnyView {
            guard let entry = entries.first(where: { $0.name == name }) else {
                throw CatalogError(name: name, known: names)
            }
            return entry.view()
        }
    }

    /// An unknown screen name, with the names that exist.
    struct CatalogError: Error, CustomStringConvertible {
        let name: String
        let known: [String]

        var description: String { "unknown screen \"\(name)\"; known screens: \(known.joined(separator: ", ")) (see `airfit list`)" }
    }
#endif
