#if os(Linux)
    import LayoutCheck

    /// `index.html`: the gallery's pictures grouped by section, each screen's accessibility tree beside
    /// its picture, and the audit report. Plain HTML and CSS, the same bytes for the same gallery.
    enum GalleryPage {
        /// The page for `items`, with `accessibility` (a screen id → the elements VoiceOver reads, in
        /// order), `layout` (a picture's path → what `airfit lint`'s check found in it) and the audit
        /// report's text.
        static func html(items: [GalleryItem], accessibility: [String: [String]], layout: [String: [LayoutFinding]], audit: String)
            -> String
        {
            var page = """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <title>AirFit UI gallery</title>
                <style>
                body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; background: #f5f5f7; color: #111; }
                nav a { margin-right: 16px; }
                .grid { display: flex; flex-wrap: wrap; gap: 16px; }
                figure { margin: 0; background: #fff; padding: 8px; border-radius: 12px; width: 220px; }
                figure img { width: 100%; border-radius: 8px; }
                figcaption { font-size: 12px; margin-top: 6px; }
                p.lint { font-size: 12px; margin: 4px 0 0; color: #1a7f37; }
                details pre, pre.audit { white-space: pre-wrap; font-size: 11px; }
                pre.audit { background: #fff; padding: 12px; border-radius: 12px; }
                </style>
                </head>
                <body>
                <h1>AirFit UI gallery</h1>
                <nav>\(GallerySection.allCases.map { "<a href=\"#\($0.anchor)\">\(escape($0.rawValue))</a>" }.joined())<a href="#audit">Audit</a></nav>

                """
            for section in GallerySection.allCases {
                let members = items.filter { $0.section == section }
                guard !members.isEmpty else { continue }
                page += "<h2 id=\"\(section.anchor)\">\(escape(section.rawValue))</h2>\n<div class=\"grid\">\n"
                for item in members {
                    page +=
                        "<figure><a href=\"\(item.path)\"><img src=\"\(item.path)\" alt=\"\(escape(item.caption))\" loading=\"lazy\"></a>"
                    page += "<figcaption>\(escape(item.caption))"
                    if let sheet = item.contactSheetPath { page += " · <a href=\"\(sheet)\">frames</a>" }
                    page += "</figcaption>"
                    if let screen = item.accessibilityOf, let elements = accessibility[screen.rawValue] {
                        page += "<details><summary>VoiceOver reads</summary><pre>"
                        page += elements.enumerated().map { "\($0.offset + 1). \(escape($0.element))" }.joined(separator: "\n")
                        page += "</pre></details>"
                    }
                    if let findings = layout[item.path] {
                        if findings.isEmpty {
                            page += "<p class=\"lint\">Layout check: nothing found</p>"
                        } else {
                            page += "<details open><summary>Layout check: \(findings.count) found</summary><pre>"
                            page += findings.map { "\($0.kind.rawValue): \(escape($0.detail))" }.joined(separator: "\n")
                            page += "</pre></details>"
                        }
                    }
                    page += "</figure>\n"
                }
                page += "</div>\n"
            }
            page +=
                "<h2 id=\"audit\">Audit: where the spec keeps its promises</h2>\n<pre class=\"audit\">\(escape(audit))</pre>\n</body>\n</html>\n"
            return page
        }

        /// `text` safe inside HTML.
        static func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
    }
#endif
