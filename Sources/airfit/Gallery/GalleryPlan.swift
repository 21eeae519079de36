#if os(Linux)
    import AirFitCatalog
    import AirFitScreens
    import AirFitUI
    import DesignTokens
    import Foundation
    import GalleryReview
    import HeadlessLayout
    import HeadlessSwiftUI
    import Renderer

    /// Everything the gallery draws, in page order.
    @MainActor
    enum GalleryPlan {
        /// The items whose path contains `filter` (all of them for nil).
        static func items(matching filter: String? = nil) -> [GalleryItem] {
            let all = screens() + components() + brand() + animations() + accessibility() + languages()
            let filter = PictureFilter(filter)
            return all.filter { filter.matches($0.path) }
        }

        /// Every screen in every theme (the spec's three and the example brand) and color scheme,
        /// iPhone 16 at 3x, two seconds in.
        static func screens() -> [GalleryItem] {
            ScreenID.allCases.flatMap { screen in
                PreviewCatalog.themes.flatMap { theme in
                    [Appearance.light, .dark].map { appearance in
                        GalleryItem(
                            section: .screens, path: "screens/\(screen.rawValue)-\(theme.name)-\(appearance).png",
                            caption: "\(screen.rawValue) · \(theme.name) · \(appearance)", kind: .still,
                            settings: RenderSettings(device: .iPhone16, scale: 3, appearance: appearance, time: 2),
                            view: { AnyView(Screens.view(screen).theme(theme)) }, screen: screen, dialect: theme.dialect,
                            themeName: theme.name, checksLayout: true)
                    }
                }
            }
        }

        /// Every component preview, light and dark, at 2x.
        static func components() -> [GalleryItem] {
            previews(in: nil)
        }

        /// Every component preview in the example brand theme, Harbor, light and dark, at 2x: the
        /// brand reaching every component through `.theme(_:)`.
        static func brand() -> [GalleryItem] {
            previews(in: .harbor)
        }

        /// The catalog's previews, light and dark, at 2x: as they are (the components section), or
        /// under `theme` (the brand section).
        static func previews(in theme: Theme?) -> [GalleryItem] {
            PreviewCatalog.entries.flatMap { entry in
                [Appearance.light, .dark].map { appearance in
                    let settings = RenderSettings(device: .iPhone16, scale: 2, appearance: appearance, time: 2)
                    guard let theme else {
                        return GalleryItem(
                            section: .components, path: "components/\(entry.name)-\(appearance).png",
                            caption: "\(entry.name) · \(appearance): \(entry.summary)", kind: .still, settings: settings,
                            view: entry.makeView, dialect: entry.dialect)
                    }
                    return GalleryItem(
                        section: .brand, path: "brand/\(entry.name)-\(appearance).png",
                        caption: "\(entry.name) · \(theme.name) · \(appearance)", kind: .still, settings: settings,
                        view: { AnyView(entry.makeView().theme(theme)) }, dialect: entry.dialect, themeName: theme.name)
                }
            }
        }

        /// The animations at 1x, with their Reduce Motion versions where they have one.
        static func animations() -> [GalleryItem] {
            GalleryAnimations.entries.flatMap { entry -> [GalleryItem] in
                guard let view = view(named: entry.name) else { return [] }
                let dialect = dialect(named: entry.name)
                let kind = GalleryItem.Kind.animation(duration: entry.duration, framesPerSecond: GalleryAnimations.framesPerSecond)
                var items = [
                    GalleryItem(
                        section: .animations, path: "animations/\(entry.name).png", caption: entry.name, kind: kind,
                        settings: RenderSettings(device: .iPhone16, scale: 1, appearance: .dark), view: view, dialect: dialect)
                ]
                if entry.reduceMotionVariant {
                    items.append(
                        GalleryItem(
                            section: .animations, path: "animations/\(entry.name)-reduce-motion.png",
                            caption: "\(entry.name) · Reduce Motion", kind: kind,
                            settings: RenderSettings(device: .iPhone16, scale: 1, appearance: .dark, reduceMotion: true),
                            view: view, dialect: dialect, variant: "Reduce Motion"))
                }
                return items
            }
        }

        /// Every screen at AX3 and AX5 in its home theme and on an iPhone SE, and a
        /// screen of each dialect under Increase Contrast, Bold Text, Reduce Transparency and
        /// Differentiate Without Color.
        static func accessibility() -> [GalleryItem] {
            let sizes: [(String, DynamicTypeSize)] = [("ax3", .accessibility3), ("ax5", .accessibility5)]
            let dynamicType = ScreenID.allCases.flatMap { screen in
                sizes.map { name, size in
                    GalleryItem(
                        section: .accessibility, path: "accessibility/\(screen.rawValue)-\(name).png",
                        caption: "\(screen.rawValue) · \(name.uppercased())", kind: .still,
                        settings: RenderSettings(device: .iPhone16, scale: 2, dynamicTypeSize: size, time: 2),
                        view: { AnyView(Screens.view(screen).theme(.of(screen.homeDialect))) }, screen: screen,
                        dialect: screen.homeDialect, variant: name.uppercased(), checksLayout: true)
                }
            }
            // The smallest screen of the device table: Liquid pages switch to compact mode below 700 pt.
            let compact = ScreenID.allCases.map { screen in
                GalleryItem(
                    section: .accessibility, path: "accessibility/\(screen.rawValue)-compact-iphone-se.png",
                    caption: "\(screen.rawValue) · compact on iPhone SE (375 × 667 pt)", kind: .still,
                    settings: RenderSettings(device: .iPhoneSE, scale: 2, time: 2),
                    view: { AnyView(Screens.view(screen).theme(.of(screen.homeDialect))) }, screen: screen,
                    dialect: screen.homeDialect, variant: "Compact on iPhone SE", checksLayout: true)
            }
            // The display settings, one screen of each dialect under each (D151).
            let settings: [(String, String, (inout RenderSettings) -> Void)] = [
                ("increase-contrast", "Increase Contrast", { $0.increaseContrast = true }),
                ("bold-text", "Bold Text", { $0.boldText = true }),
                ("reduce-transparency", "Reduce Transparency", { $0.reduceTransparency = true }),
                ("differentiate-without-color", "Differentiate Without Color", { $0.differentiateWithoutColor = true }),
            ]
            let displaySettings = [ScreenID.dashboard, .trainHub, .today].flatMap { screen in
                settings.map { name, title, apply in variant(screen, .accessibility, name: name, title: title, apply) }
            }
            return dynamicType + compact + displaySettings
        }

        /// The languages a team ships in, one row under each screen (in its home theme, 2x): German at
        /// Large and at AX5 (long words break layouts first), Arabic light and dark (mirrored, another
        /// script), and Xcode's double-length pseudo-language.
        static let languageVariants: [(name: String, language: String, title: String, settings: (inout RenderSettings) -> Void)] = [
            ("de", "de", "German", { $0.locale = Locale(identifier: "de") }),
            (
                "de-ax5", "de", "German · AX5",
                {
                    $0.locale = Locale(identifier: "de")
                    $0.dynamicTypeSize = .accessibility5
                }
            ),
            ("ar", "ar", "Arabic", { $0.locale = Locale(identifier: "ar") }),
            (
                "ar-dark", "ar", "Arabic · dark",
                {
                    $0.locale = Locale(identifier: "ar")
                    $0.appearance = .dark
                }
            ),
            ("double-length", "double-length", "Double-length", { $0.pseudoLanguage = .doubleLength }),
        ]

        static func languages() -> [GalleryItem] {
            ScreenID.allCases.flatMap { screen in
                languageVariants.map { name, language, title, apply in
                    var item = variant(screen, .languages, name: name, title: title, apply)
                    item.language = language
                    return item
                }
            }
        }

        /// A screen in its home theme on an iPhone 16 at 2x under one setting, its layout checked.
        static func variant(
            _ screen: ScreenID, _ section: GallerySection, name: String, title: String, _ apply: (inout RenderSettings) -> Void
        ) -> GalleryItem {
            var rendering = RenderSettings(device: .iPhone16, scale: 2, time: 2)
            apply(&rendering)
            return GalleryItem(
                section: section, path: "\(section.anchor)/\(screen.rawValue)-\(name).png",
                caption: "\(screen.rawValue) · \(title)", kind: .still, settings: rendering,
                view: { AnyView(Screens.view(screen).theme(.of(screen.homeDialect))) }, screen: screen,
                dialect: screen.homeDialect, variant: title, checksLayout: true)
        }

        /// The dialect an animation shows: its screen's home dialect, or its preview's.
        static func dialect(named name: String) -> Dialect? {
            if name == "pastel-flow" { return .pastel }
            if let screen = ScreenID(rawValue: name) { return screen.homeDialect }
            return PreviewCatalog.entry(named: name)?.dialect
        }

        /// A screen (in its home theme) or a catalog preview by name.
        static func view(named name: String) -> (@MainActor () -> AnyView)? {
            if name == "pastel-flow" { return { AnyView(PastelFlow(autoplay: true).theme(.pastel)) } }
            if let screen = ScreenID(rawValue: name) { return { AnyView(Screens.view(screen).theme(.of(screen.homeDialect))) } }
            if let entry = PreviewCatalog.entry(named: name) { return entry.makeView }
            return nil
        }
    }
#endif
