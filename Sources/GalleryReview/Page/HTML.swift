/// Helpers for the review pages' HTML.
public enum HTML {
    /// `text` safe inside HTML, in text and in quoted attributes.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The start of a page: its title, the shared style sheet at `root` (`""` or `"../"`).
    public static func head(title: String, root: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="\(root)review.css">
        </head>

        """
    }

    /// A thumbnail linking to `link`: the picture at `source`, shown `width` CSS pixels wide.
    public static func figure(
        source: String, link: String, alt: String, caption: String, width: Int, size: (width: Int, height: Int),
        attributes: String = "", extra: String = ""
    ) -> String {
        let height = Int((Double(width) * Double(size.height) / Double(size.width)).rounded())
        return "<figure\(attributes)><a href=\"\(link)\"><img src=\"\(source)\" alt=\"\(escape(alt))\" width=\"\(width)\" "
            + "height=\"\(height)\" loading=\"lazy\"></a><figcaption>\(caption)</figcaption>\(extra)</figure>\n"
    }

    /// The layout check's verdict under a picture: "nothing found", or the findings folded, each
    /// as `kind: detail`; empty when the picture was not checked (`nil`).
    public static func layoutVerdict(_ findings: [(kind: String, detail: String)]?) -> String {
        guard let findings else { return "" }
        if findings.isEmpty { return "<p class=\"lint clean\">Layout check: nothing found</p>" }
        var html = "<details class=\"lint found\"><summary>Layout check: \(findings.count) found</summary><pre>"
        html += findings.map { "\($0.kind): \(escape($0.detail))" }.joined(separator: "\n")
        return html + "</pre></details>"
    }

    /// A picture page's layout check: each finding as a list item (`kind: detail`), "nothing found"
    /// with what the check looks for, or "Not checked." when the picture was not checked (`nil`).
    public static func layoutCheckList(_ findings: [(kind: String, detail: String)]?) -> String {
        guard let findings else { return "<p>Not checked.</p>\n" }
        guard !findings.isEmpty else {
            return "<p class=\"lint clean\">Nothing found: no truncated, broken or overlapping text, nothing off the screen, "
                + "every control at least 44 × 44 pt.</p>\n"
        }
        return "<ul>\n" + findings.map { "<li class=\"lint found\">\($0.kind): \(escape($0.detail))</li>" }.joined(separator: "\n")
            + "\n</ul>\n"
    }
}
