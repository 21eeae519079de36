#if os(Linux)
    import DesignAudit
    import GalleryReview

    /// `audit.html`: every finding of `airfit audit`, by check, each with an anchor of its id so the
    /// review page and the picture pages can link to it.
    enum AuditPage {
        static func html(_ audit: AuditReport) -> String {
            var page = HTML.head(title: "AirFit UI audit", root: "")
            page += "<body>\n<main>\n<p><a href=\"index.html#audit\">← The design review</a></p>\n<h1>Audit</h1>\n"
            page += "<p>Themes: \(audit.themes.joined(separator: ", ")). Totals: "
            page += Verdict.allCases.map { "\(audit.totals[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ") + ".</p>\n"
            for section in audit.sections {
                page += "<section id=\"\(section.key)\">\n<h2>\(HTML.escape(section.title))</h2>\n<p>\(HTML.escape(section.rule))</p>\n"
                page +=
                    "<div class=\"table\"><table>\n<thead><tr><th scope=\"col\">Verdict</th><th scope=\"col\">What</th><th scope=\"col\">Finding</th></tr></thead>\n<tbody>\n"
                for finding in section.findings { page += row(finding) }
                page += "</tbody>\n</table></div>\n</section>\n"
            }
            return page + "</main>\n</body>\n</html>\n"
        }

        /// One finding as a table row, its id as the row's anchor.
        static func row(_ finding: Finding) -> String {
            var summary = HTML.escape(finding.summary)
            if let correction = finding.correction { summary += "<br>Instead: \(HTML.escape(correction))" }
            return
                "<tr id=\"\(HTML.escape(finding.id))\"><td class=\"verdict-\(finding.verdict.rawValue)\">\(finding.verdict.rawValue)</td>"
                + "<td>\(HTML.escape(finding.subject))</td><td>\(summary)</td></tr>\n"
        }
    }
#endif
