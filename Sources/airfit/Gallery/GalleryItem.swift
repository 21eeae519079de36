#if os(Linux)
    import AirFitScreens
    import AirFitUI
    import DesignTokens
    import HeadlessLayout
    import HeadlessSwiftUI
    import Renderer

    /// One picture of the gallery: a still frame, or an animation (an animated PNG and its contact sheet).
    struct GalleryItem {
        enum Kind {
            case still
            /// Frames from 0 to `duration` seconds at `framesPerSecond`.
            case animation(duration: Double, framesPerSecond: Int)
        }

        /// The section of the review page it belongs to.
        let section: GallerySection
        /// Its file, relative to the gallery folder (`screens/today-liquid-dark.png`).
        let path: String
        let caption: String
        let kind: Kind
        var settings: RenderSettings
        let view: @MainActor () -> AnyView
        /// The screen it shows: the screens in every theme and their accessibility variants.
        var screen: ScreenID?
        /// A screen's theme; the dialect a preview or animation shows (nil: across the dialects).
        var dialect: Dialect?
        /// The theme a screen or a brand preview is drawn in, by name ("pastel", ..., "harbor"):
        /// a brand theme has a dialect of its own structure, but is not that dialect's theme.
        var themeName: String?
        /// What sets it apart from the plain picture: "AX3", "Reduce Motion", "Bold Text".
        var variant: String?
        /// Whether `airfit lint`'s layout check runs on the picture, its findings shown beside it.
        var checksLayout = false
        /// The language it is drawn in, when the plan sets one (`de`, `ar`, `double-length`); nil for
        /// the gallery's own (US English unless `--locale` says otherwise).
        var language: String?

        /// The contact sheet's file, for an animation.
        var contactSheetPath: String? {
            if case .animation = kind { String(path.dropLast(4)) + "-frames.png" } else { nil }
        }

        /// Whether it is a still of a screen, which has a page of its own: the picture at 1:1, what
        /// VoiceOver reads, the contrast findings and the layout check.
        var hasDetailPage: Bool {
            if case .still = kind { screen != nil } else { false }
        }

        /// Its screen's accessibility picture (each element VoiceOver reads boxed and numbered, the
        /// list beside), drawn with the screen in its home theme, light, and named after that
        /// picture, so `--only` and a baseline restricted by it select both:
        /// `screens/today-liquid-light-accessibility.png`.
        var accessibilityPicturePath: String? {
            guard section == .screens, case .still = kind, let screen, themeName == screen.homeDialect.rawValue,
                settings.appearance == .light
            else { return nil }
            return Self.accessibilityPicturePath(of: screen)
        }

        /// A screen's accessibility picture in the gallery folder.
        static func accessibilityPicturePath(of screen: ScreenID) -> String {
            "screens/\(screen.rawValue)-\(screen.homeDialect.rawValue)-light-accessibility.png"
        }

        /// The page of its own, relative to the gallery folder (`review/screens-today-liquid-dark.html`).
        var detailPagePath: String {
            "review/" + path.dropLast(4).replacingOccurrences(of: "/", with: "-") + ".html"
        }

        /// The picture's size in pixels.
        var pixelSize: (width: Int, height: Int) {
            let scale = settings.scale ?? 1
            return (Int((settings.device.size.width * scale).rounded()), Int((settings.device.size.height * scale).rounded()))
        }
    }

    /// The groups of the review page, in page order (what changed comes first, when there is a baseline).
    enum GallerySection: String, CaseIterable {
        case screens = "Screens in every theme"
        case components = "Component previews"
        case animations = "Animations"
        case accessibility = "Dynamic Type, display settings and compact mode"
        case languages = "German, Arabic and double-length"
        case brand = "Every component in the example brand"

        var anchor: String {
            switch self {
            case .screens: "screens"
            case .components: "components"
            case .animations: "animations"
            case .accessibility: "accessibility"
            case .languages: "languages"
            case .brand: "brand"
            }
        }
    }
#endif
