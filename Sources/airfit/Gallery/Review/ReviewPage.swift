#if os(Linux)
    import AirFitScreens
    import DesignAudit
    import DesignTokens
    import GalleryReview
    import LayoutCheck

    /// What the review pages show beside the pictures.
    struct ReviewData {
        let items: [GalleryItem]
        /// A picture's path → what VoiceOver reads on it, in order.
        let accessibility: [String: [String]]
        /// A picture's path → what `airfit lint`'s check found in it.
        let layout: [String: [LayoutFinding]]
        let audit: AuditReport
        /// What changed since the baseline, when one was given.
        let changes: ChangeReport?
    }

    /// `index.html`: the design review. What changed since the baseline first; then each screen in
    /// one row (its six renders, the home theme first, each opening its own page at 1:1), with its
    /// Dynamic Type, display-setting and compact variants beside it; the component previews by
    /// dialect; each animation playing beside its Reduce Motion version and its contact sheet; the
    /// audit's summary. Filters by theme and by dialect. The same bytes for the same gallery.
    enum ReviewPage {
        /// The dialects' names as the spec's documents call them.
        static func title(_ dialect: Dialect?) -> String {
            switch dialect {
            case .pastel: "Pastel glass"
            case .athletic: "Athletic dark"
            case .liquid: "Liquid glass"
            case nil: "Across the dialects"
            }
        }

        /// Every file of the review: `index.html`, `review.css`, `audit.html` and a page per screen picture.
        static func files(_ data: ReviewData) -> [String: String] {
            var files = ["index.html": index(data), "review.css": ReviewStyle.css, "audit.html": AuditPage.html(data.audit)]
            for item in data.items where item.hasDetailPage {
                files[item.detailPagePath] = PictureDetailPage.html(item, data: data)
            }
            return files
        }

        static func index(_ data: ReviewData) -> String {
            let screens = data.items.filter { $0.section == .screens }
            let shown = ScreenID.allCases.filter { screen in data.items.contains { $0.screen == screen } }
            let stills = data.items.filter { if case .still = $0.kind { true } else { false } }.count
            var page = HTML.head(title: "AirFit UI design review", root: "")
            page += """
                <body>
                <a class="skip" href="#main">Skip to the pictures</a>
                <header>
                <h1>AirFit UI design review</h1>
                <p>\(data.items.count) pictures (\(stills) stills, \(data.items.count - stills) animations): \
                \(shown.count) screens in 4 themes (the spec's three and the example brand, Harbor), light and dark, on an iPhone 16; drawn on Linux by \
                <code>airfit gallery</code> from the components' SwiftUI source.</p>
                <nav aria-label="Sections"><ul>
                \(navigation(data))
                </ul></nav>
                <form class="filters" aria-label="Filters">
                \(filter("theme", "Theme", options: themeOptions))
                \(filter("dialect", "Dialect"))
                \(filter("language", "Language", options: languageOptions))
                </form>
                </header>
                <main id="main">

                """
            page += ChangesSection.html(data.changes)
            page += sectionStart("screens", "Screens in every theme")
            page += "<p>The screen's home theme comes first, framed. Each picture opens at 1:1 with what VoiceOver reads, "
            page += "its theme's contrast findings and the layout check.</p>\n"
            for screen in shown {
                page += screenRow(screen, renders: screens.filter { $0.screen == screen }, data: data)
            }
            page += "</section>\n"
            page += components(data)
            page += components(data, section: .brand)
            page += animations(data)
            page += auditSummary(data.audit)
            page += "</main>\n</body>\n</html>\n"
            return page
        }

        /// The links to the page's sections, for those it has.
        static func navigation(_ data: ReviewData) -> String {
            var links = [("changes", "What changed" + (data.changes.map { " (\($0.pictures.count))" } ?? ""))]
            for (section, anchor, title) in [
                (GallerySection.screens, "screens", "Screens"), (.components, "components", "Component previews"),
                (.brand, "brand", "Example brand"),
                (.animations, "animations", "Animations"),
            ] where data.items.contains(where: { $0.section == section }) {
                links.append((anchor, title))
            }
            links.append(("audit", "Audit"))
            return links.map { "<li><a href=\"#\($0.0)\">\($0.1)</a></li>" }.joined()
        }

        /// The theme filter's choices: the spec's three themes and the example brand.
        static let themeOptions = Dialect.allCases.map { ($0.rawValue, title($0)) } + [("harbor", "Harbor (example brand)")]

        /// The language filter's choices: the languages of the rows under the screens.
        static let languageOptions = [("de", "German"), ("ar", "Arabic"), ("double-length", "Double-length")]

        /// A radio group filtering by `name` (theme or dialect by default; the language with its options).
        static func filter(_ name: String, _ legend: String, options: [(String, String)]? = nil) -> String {
            var html = "<fieldset><legend>\(legend)</legend>"
            for (value, label) in [("all", "All")] + (options ?? Dialect.allCases.map({ ($0.rawValue, title($0)) })) {
                let id = "\(name)-\(value)"
                html += "<input type=\"radio\" name=\"\(name)\" id=\"\(id)\" value=\"\(value)\"\(value == "all" ? " checked" : "")>"
                html += "<label for=\"\(id)\">\(label)</label>"
            }
            return html + "</fieldset>"
        }

        /// One screen: its six renders, home theme first, then its accessibility variants.
        static func screenRow(_ screen: ScreenID, renders: [GalleryItem], data: ReviewData) -> String {
            let home = screen.homeDialect.rawValue
            let ordered = renders.sorted { ($0.themeName != home ? 1 : 0) < ($1.themeName != home ? 1 : 0) }
            var html = "<article class=\"screen\" id=\"screen-\(screen.rawValue)\" data-dialect=\"\(screen.homeDialect.rawValue)\">\n"
            html += "<h3>\(screen.rawValue) <small>\(HTML.escape(screen.summary)) · home: \(title(screen.homeDialect))</small></h3>\n"
            html += "<div class=\"row\">\n"
            for item in ordered {
                let theme = item.themeName ?? item.dialect?.rawValue ?? ""
                let appearance = "\(item.settings.appearance)"
                html += HTML.figure(
                    source: item.path, link: item.detailPagePath,
                    alt: "\(screen.rawValue) in the \(theme) theme, \(appearance)", caption: "\(theme) · \(appearance)",
                    width: 140, size: item.pixelSize,
                    attributes: " data-theme=\"\(theme)\"\(theme == home ? " class=\"home\"" : "")")
            }
            html += "</div>\n"
            // In a row of its own: beside the six renders it would run past a desktop window.
            if let light = ordered.first(where: { $0.accessibilityPicturePath != nil }), let picture = light.accessibilityPicturePath {
                html +=
                    "<div class=\"row\"><figure data-theme=\"\(home)\" class=\"voiceover\"><a href=\"\(picture)\"><img src=\"\(picture)\" "
                html += "alt=\"\(screen.rawValue): every element VoiceOver reads, boxed and numbered in its order\" width=\"280\" "
                html += "loading=\"lazy\"></a><figcaption>VoiceOver's order (\(data.accessibility[light.path]?.count ?? 0) elements)"
                html += "</figcaption></figure></div>\n"
            }
            html += variantRow(screen, .accessibility, label: "at accessibility sizes and settings", data: data)
            html += variantRow(screen, .languages, label: "in German, Arabic and double-length", data: data)
            return html + "</article>\n"
        }

        /// A row of a screen's variants in `section`, each with its layout check (and its language, for the filter).
        static func variantRow(_ screen: ScreenID, _ section: GallerySection, label: String, data: ReviewData) -> String {
            let variants = data.items.filter { $0.section == section && $0.screen == screen }
            guard !variants.isEmpty else { return "" }
            var html = "<div class=\"row variants\" aria-label=\"\(screen.rawValue) \(label)\">\n"
            for item in variants {
                let language = item.language.map { " data-language=\"\($0)\"" } ?? ""
                html += HTML.figure(
                    source: item.path, link: item.detailPagePath,
                    alt: "\(screen.rawValue), \(item.variant ?? "")", caption: HTML.escape(item.variant ?? ""), width: 140,
                    size: item.pixelSize, attributes: " data-theme=\"\(screen.homeDialect.rawValue)\"\(language)",
                    extra: lintLine(data.layout[item.path]))
            }
            return html + "</div>\n"
        }

        /// The layout check's verdict under a picture.
        static func lintLine(_ findings: [LayoutFinding]?) -> String {
            HTML.layoutVerdict(findings?.map { (kind: $0.kind.rawValue, detail: $0.detail) })
        }

        /// A section's opening tag and heading, the heading labelling it.
        static func sectionStart(_ anchor: String, _ title: String) -> String {
            "<section id=\"\(anchor)\" aria-labelledby=\"\(anchor)-title\">\n<h2 id=\"\(anchor)-title\">\(title)</h2>\n"
        }

        /// The component previews (or, for `.brand`, the same in the example brand), grouped by dialect.
        static func components(_ data: ReviewData, section: GallerySection = .components) -> String {
            let previews = data.items.filter { $0.section == section }
            guard !previews.isEmpty else { return "" }
            var html = sectionStart(
                section.anchor, section == .brand ? "Every component in the example brand, Harbor" : "Component previews")
            if section == .brand {
                html += "<p>The catalog's previews under <code>.theme(.harbor)</code>: a theme built from the public API in "
                html += "<code>AirFitCatalog/Brand/HarborTheme.swift</code>, as an app team builds its own.</p>\n"
            }
            for dialect in Dialect.allCases.map(Optional.some) + [nil] {
                let group = previews.filter { $0.dialect == dialect }
                guard !group.isEmpty else { continue }
                html += "<div data-dialect=\"\(dialect?.rawValue ?? "across")\">\n<h3>\(title(dialect))</h3>\n<div class=\"row wrap\">\n"
                for item in group {
                    html += HTML.figure(
                        source: item.path, link: item.path, alt: item.caption, caption: HTML.escape(item.caption), width: 200,
                        size: item.pixelSize)
                }
                html += "</div>\n</div>\n"
            }
            return html + "</section>\n"
        }

        /// Each animation playing in place, its Reduce Motion version beside it, then its contact sheet.
        static func animations(_ data: ReviewData) -> String {
            let all = data.items.filter { $0.section == .animations }
            guard !all.isEmpty else { return "" }
            var html = sectionStart("animations", "Animations")
            html += "<p>Each plays in place, at 1x and 30 frames a second; the contact sheet shows every frame.</p>\n"
            for item in all where item.variant == nil {
                let reduced = all.first { $0.variant != nil && $0.path == String(item.path.dropLast(4)) + "-reduce-motion.png" }
                let name = String(item.path.dropFirst("animations/".count).dropLast(4))
                html += "<article class=\"animation\" id=\"animation-\(name)\" data-dialect=\"\(item.dialect?.rawValue ?? "across")\">\n"
                html += "<h3>\(name) <small>\(title(item.dialect))</small></h3>\n<div class=\"row\">\n"
                for version in [item] + (reduced.map { [$0] } ?? []) {
                    let label = version.variant ?? "As designed"
                    html += HTML.figure(
                        source: version.path, link: version.path, alt: "\(name), \(label), animated", caption: label, width: 160,
                        size: version.pixelSize)
                }
                if let sheet = item.contactSheetPath {
                    html += "<figure><a href=\"\(sheet)\"><img src=\"\(sheet)\" alt=\"\(name): every frame\" "
                    html += "width=\"480\" loading=\"lazy\"></a><figcaption>Every frame (contact sheet)</figcaption></figure>\n"
                }
                html += "</div>\n</article>\n"
            }
            return html + "</section>\n"
        }

        /// The audit's totals per check, each linking to its findings on `audit.html`.
        static func auditSummary(_ audit: AuditReport) -> String {
            var html = "<section id=\"audit\" aria-labelledby=\"audit-title\">\n<h2 id=\"audit-title\">Audit</h2>\n"
            html += "<p>Where the spec keeps its promises, measured (<code>airfit audit</code>). "
            html += "<a href=\"audit.html\">Every finding</a>.</p>\n<div class=\"table\"><table>\n<thead><tr><th scope=\"col\">Check</th>"
            for verdict in Verdict.allCases { html += "<th scope=\"col\">\(verdict.rawValue)</th>" }
            html += "</tr></thead>\n<tbody>\n"
            for section in audit.sections {
                html += "<tr><th scope=\"row\"><a href=\"audit.html#\(section.key)\">\(HTML.escape(section.title))</a></th>"
                for verdict in Verdict.allCases { html += "<td class=\"number\">\(section.count(verdict))</td>" }
                html += "</tr>\n"
            }
            return html + "</tbody>\n</table></div>\n</section>\n"
        }
    }
#endif
