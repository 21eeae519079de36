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

        /// The section of `index.html` it belongs to.
        let section: GallerySection
        /// Its file, relative to the gallery folder (`screens/today-liquid-dark.png`).
        let path: String
        let caption: String
        let kind: Kind
        let settings: RenderSettings
        let view: @MainActor () -> AnyView
        /// The screen whose accessibility tree is shown beside the picture, if any.
        var accessibilityOf: ScreenID?
        /// Whether `airfit lint`'s layout check runs on the picture, its findings shown beside it.
        var checksLayout = false

        /// The contact sheet's file, for an animation.
        var contactSheetPath: String? {
            if case .animation = kind { String(path.dropLast(4)) + "-frames.png" } else { nil }
        }
    }

    /// The groups of the gallery page, in page order.
    enum GallerySection: String, CaseIterable {
        case screens = "Screens in every theme"
        case components = "Component previews"
        case animations = "Animations"
        case accessibility = "Dynamic Type, Reduce Motion and compact mode"

        var anchor: String {
            switch self {
            case .screens: "screens"
            case .components: "components"
            case .animations: "animations"
            case .accessibility: "accessibility"
            }
        }
    }
#endif
