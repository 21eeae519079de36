/// The review page's first section: what changed since the baseline (`--baseline DIR`), each
/// changed picture before, after and as a difference; then what was added, removed or could not
/// be read; the unchanged ones collapsed.
///
/// ```swift
/// page += ChangesSection.html(report, command: "swift run ProfileScreenReview")
/// ```
public enum ChangesSection {
    /// The section for `report`; without one, how `command` (the review's own) makes one.
    public static func html(_ report: ChangeReport?, command: String = "airfit gallery") -> String {
        var html = "<section id=\"changes\" aria-labelledby=\"changes-title\">\n<h2 id=\"changes-title\">What changed</h2>\n"
        guard let report else {
            html += "<p>No baseline: <code>\(HTML.escape(command)) --baseline DIR</code> compares this gallery with an earlier one "
            html += "and lists here what moved.</p>\n</section>\n"
            return html
        }
        html += "<p>Since <code>\(HTML.escape(report.baseline))</code>: \(HTML.escape(report.summary)). "
        html += "A picture counts as changed with \(HTML.escape(report.threshold.description)), the snapshot tests' threshold; "
        html += "the difference marks changed pixels in magenta. <a href=\"changes.json\">changes.json</a></p>\n"
        for change in report.pictures(.changed) {
            html += "<article class=\"change\" id=\"change-\(anchor(change.path))\">\n"
            html += "<h3><a href=\"\(change.path)\">\(HTML.escape(change.path))</a></h3>\n"
            html += "<p class=\"share\">\(HTML.escape(change.detail))</p>\n<div class=\"row\">\n"
            if let before = change.before { html += picture(before, "Before", change.path) }
            html += picture(change.path, "After", change.path)
            if let difference = change.difference { html += picture(difference, "Difference", change.path) }
            html += "</div>\n</article>\n"
        }
        for (status, title) in [(PictureChange.Status.added, "Added"), (.removed, "Removed"), (.unreadable, "Could not be read")] {
            let pictures = report.pictures(status)
            guard !pictures.isEmpty else { continue }
            html += "<h3>\(title) (\(pictures.count))</h3>\n<div class=\"row wrap\">\n"
            for change in pictures {
                let source = status == .added ? change.path : change.before
                if let source {
                    html += picture(source, HTML.escape(change.path), change.path)
                } else {
                    html += "<p>\(HTML.escape(change.path)): \(HTML.escape(change.detail))</p>\n"
                }
            }
            html += "</div>\n"
        }
        html += "<details><summary>\(report.unchanged.count) unchanged</summary><ul>\n"
        html += report.unchanged.map { "<li>\(HTML.escape($0))</li>" }.joined(separator: "\n")
        return html + "\n</ul></details>\n</section>\n"
    }

    /// A before, after or difference picture, 160 CSS pixels wide, linking to itself.
    public static func picture(_ source: String, _ caption: String, _ path: String) -> String {
        "<figure><a href=\"\(source)\"><img src=\"\(source)\" alt=\"\(HTML.escape(path)), \(caption.lowercased())\" "
            + "width=\"160\" loading=\"lazy\"></a><figcaption>\(caption)</figcaption></figure>\n"
    }

    /// The element id of a picture's change: its path without `.png`, folders joined by `-`.
    public static func anchor(_ path: String) -> String {
        String(path.dropLast(4)).replacingOccurrences(of: "/", with: "-")
    }
}
