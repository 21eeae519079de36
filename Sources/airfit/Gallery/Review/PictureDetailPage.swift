#if os(Linux)
    import DesignAudit
    import GalleryReview
    import DesignTokens

    /// A screen picture's own page (`review/…html`): the picture at 1:1 (or at its size in points)
    /// first, in the first screenful at any width, then what VoiceOver reads on it in order, the
    /// contrast findings of its theme and color scheme, and what the layout check found: beside the
    /// picture where the window is wide enough, under it otherwise.
    enum PictureDetailPage {
        static func html(_ item: GalleryItem, data: ReviewData) -> String {
            let screen = item.screen?.rawValue ?? ""
            let theme = item.themeName ?? item.dialect?.rawValue ?? ""
            let appearance = "\(item.settings.appearance)"
            let title = [screen, theme, appearance, item.variant].compactMap { $0 }.joined(separator: " · ")
            let (width, height) = item.pixelSize
            let points = Int(item.settings.device.size.width.rounded())
            let scale = item.settings.scale ?? 1
            var page = HTML.head(title: "\(title) · AirFit UI", root: "../")
            page += """
                <body>
                <main>
                <p><a href="../index.html#screen-\(screen)">← \(HTML.escape(screen)) in every theme</a></p>
                <h1>\(HTML.escape(title))</h1>
                <p>\(width) × \(height) px: \(item.settings.device) at \(Int(scale))x, \(points) pt wide.</p>
                <input type="checkbox" id="fit"><label for="fit"> Show at its size in points (\(points) pt) instead of 1:1</label>
                <div class="detail" style="--points: \(points)px">
                <div class="picture"><img src="../\(item.path)" alt="\(HTML.escape(title))" width="\(width)" height="\(height)"></div>
                <div class="notes">

                """
            page += "<h2>VoiceOver reads</h2>\n<ol>\n"
            page += (data.accessibility[item.path] ?? []).map { "<li>\(HTML.escape($0))</li>" }.joined(separator: "\n")
            page += "\n</ol>\n"
            if let screen = item.screen {
                let picture = GalleryItem.accessibilityPicturePath(of: screen)
                page += "<p><a href=\"../\(picture)\">Each element boxed and numbered in VoiceOver's order</a> "
                page += "(the screen in its home theme, light).</p>\n"
            }
            page += contrast(theme: theme, appearance: appearance, audit: data.audit)
            page += "<h2>Layout check</h2>\n"
            page += HTML.layoutCheckList(data.layout[item.path]?.map { (kind: $0.kind.rawValue, detail: $0.detail) })
            return page + "</div>\n</div>\n</main>\n</body>\n</html>\n"
        }

        /// The audit's contrast findings for the theme and color scheme, failures and contradictions first.
        static func contrast(theme: String, appearance: String, audit: AuditReport) -> String {
            let prefix = "contrast.\(theme).\(appearance)."
            let findings = (audit.sections.first { $0.key == "contrast" }?.findings ?? []).filter { $0.id.hasPrefix(prefix) }
            let order: [Verdict: Int] = [.fail: 0, .contradiction: 1, .note: 2, .pass: 3]
            var html = "<h2>Contrast in the \(HTML.escape(theme)) theme, \(HTML.escape(appearance))</h2>\n"
            html += "<p>The audit's figures for the colors this theme draws text in, over the surfaces it puts them on "
            html += "(<a href=\"../audit.html#contrast\">all of them</a>).</p>\n<ul>\n"
            for finding in findings.sorted(by: { (order[$0.verdict]!, $0.id) < (order[$1.verdict]!, $1.id) }) {
                html += "<li><a href=\"../audit.html#\(HTML.escape(finding.id))\" class=\"verdict-\(finding.verdict.rawValue)\">"
                html += "\(finding.verdict.rawValue)</a> \(HTML.escape(finding.subject)): \(HTML.escape(finding.summary))</li>\n"
            }
            return html + "</ul>\n"
        }
    }
#endif
