#if os(Linux)
    import ArgumentParser

    /// `airfit list`: the names `render` and `animate` accept.
    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the screens and previews that can be rendered.")

        func run() {
            MainActor.assumeIsolated {
                for entry in ScreenCatalog.entries { print("\(entry.name)\t\(entry.summary)") }
            }
        }
    }
#endif
