#if os(Linux)
    import ArgumentParser
    import DesignTokens

    /// `--os`: the iOS release whose system colors the pictures are drawn with (D207).
    struct SystemOptions: ParsableArguments {
        @Option(
            name: .customLong("os"),
            help: "The iOS release whose system colors are drawn: 18 (iOS 13 to 18's values, the default) or 26.")
        var os = IOSVersion.default
    }

    extension IOSVersion: ExpressibleByArgument {
        /// "18" or "26".
        public init?(argument: String) {
            guard let number = Int(argument), let version = IOSVersion(rawValue: number) else { return nil }
            self = version
        }

        /// The accepted values, for the help and for the error naming a wrong one.
        public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }

        /// The default's spelling in the help.
        public var defaultValueDescription: String { String(rawValue) }
    }
#endif
