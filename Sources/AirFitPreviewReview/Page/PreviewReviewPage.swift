import GalleryReview

/// What a review's pages show: every picture's record in plan order, and what changed.
struct ReviewContent {
    /// The previews (`File.swift:42`) and the variants' captions, in plan order.
    let previews: [String]
    let variants: [String]
    /// Every picture's record, by its number.
    let pictures: [PictureRecord]
    let changes: ChangeReport?
    /// The command that made it, for the page's notes (`swift run ProfileScreenReview`).
    let command: String
}

/// A team's review page (`index.html`), drawn with the gallery's style sheet: what changed since
/// the baseline; the previews that could not be drawn, by file and line; then a row per preview,
/// its accessibility picture first and each variant with its layout verdict, each picture opening
/// its own page at 1:1 with what VoiceOver reads and the layout check. Filters by each dimension
/// of the variants and for the pictures with findings. The same bytes for the same records.
enum PreviewReviewPage {
    /// Every file of the page: `index.html`, `review.css` and a page per drawn picture.
    static func files(_ content: ReviewContent) -> [String: String] {
        var files = ["index.html": index(content), "review.css": ReviewStyle.css]
        for record in content.pictures where record.failure == nil {
            files[detailPath(record.path)] = PreviewPicturePage.html(record, content: content)
        }
        return files
    }

    /// A picture's own page: `previews/Row-12/iphone16-light-large-en-us.png` → `review/Row-12-iphone16-light-large-en-us.html`.
    static func detailPath(_ path: String) -> String {
        "review/" + path.dropFirst("previews/".count).dropLast(4).replacingOccurrences(of: "/", with: "-") + ".html"
    }

    /// The filter dimensions: each variant's name split at its dashes is device, scheme, size,
    /// language (which may hold dashes itself) and setting; filtered by the whole caption's parts.
    static func dimensions(_ content: ReviewContent) -> [(key: String, legend: String, values: [String])] {
        let parts = content.variants.map { $0.components(separatedBy: " · ") }
        let legends = ["Device", "Scheme", "Size", "Language", "Setting"]
        return legends.indices.compactMap { column in
            var values: [String] = []
            for row in parts where row.indices.contains(column) && !values.contains(row[column]) { values.append(row[column]) }
            guard values.count > 1 else { return nil }
            return (legends[column].lowercased(), legends[column], values)
        }
    }

    /// A filter value as an id and attribute: letters, digits and dashes.
    static func token(_ value: String) -> String {
        String(value.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static func index(_ content: ReviewContent) -> String {
        let failed = content.pictures.filter { $0.failure != nil }
        let dimensions = dimensions(content)
        var page = HTML.head(title: "Preview review", root: "")
        page += "<style>\n"
        for dimension in dimensions {
            for value in dimension.values.map(token) {
                page += "body:has(#\(dimension.key)-\(value):checked) [data-\(dimension.key)]:not([data-\(dimension.key)=\"\(value)\"]),\n"
            }
        }
        page += "body:has(#findings-only:checked) figure.clean { display: none; }\n</style>\n"
        page += """
            <body>
            <a class="skip" href="#main">Skip to the pictures</a>
            <header>
            <h1>Preview review</h1>
            <p>\(content.previews.count) previews in \(content.variants.count) variants: \(content.pictures.count) pictures, \
            \(failed.count) not drawn; drawn on Linux by <code>\(HTML.escape(content.command))</code> from the previews' SwiftUI source, \
            each with the layout check and what VoiceOver reads.</p>
            <form class="filters" aria-label="Filters">

            """
        for dimension in dimensions {
            page += "<fieldset><legend>\(dimension.legend)</legend>"
            for value in ["all"] + dimension.values {
                let id = "\(dimension.key)-\(token(value))"
                page +=
                    "<input type=\"radio\" name=\"\(dimension.key)\" id=\"\(id)\" value=\"\(token(value))\"\(value == "all" ? " checked" : "")>"
                page += "<label for=\"\(id)\">\(HTML.escape(value == "all" ? "All" : value))</label>"
            }
            page += "</fieldset>\n"
        }
        page += "<fieldset><legend>Layout check</legend><input type=\"checkbox\" id=\"findings-only\">"
        page += "<label for=\"findings-only\">Only pictures with findings</label></fieldset>\n</form>\n</header>\n<main id=\"main\">\n"
        page += ChangesSection.html(content.changes, command: content.command)
        if !failed.isEmpty {
            page +=
                "<section id=\"failures\" aria-labelledby=\"failures-title\">\n<h2 id=\"failures-title\">Not drawn (\(failed.count))</h2>\n<ul>\n"
            for record in failed {
                let (preview, variant) = position(record.index, content)
                page += "<li class=\"lint found\"><code>\(HTML.escape(content.previews[preview]))</code>"
                page += "\(record.name.map { " “\(HTML.escape($0))”" } ?? "") in \(HTML.escape(content.variants[variant])): "
                page += "\(HTML.escape(record.failure ?? ""))</li>\n"
            }
            page += "</ul>\n</section>\n"
        }
        page += "<section id=\"previews\" aria-labelledby=\"previews-title\">\n<h2 id=\"previews-title\">Previews</h2>\n"
        // The pictures by preview, in one pass (a merged review has tens of thousands).
        let byPreview = Dictionary(grouping: content.pictures) { position($0.index, content).preview }
        for (number, location) in content.previews.enumerated() {
            let records = byPreview[number] ?? []
            let name = records.compactMap(\.name).first
            page += "<article class=\"screen\" id=\"preview-\(number + 1)\">\n"
            page += "<h3>\(HTML.escape(name ?? location)) <small>\(HTML.escape(location))</small></h3>\n<div class=\"row wrap\">\n"
            for record in records {
                if let picture = record.accessibilityPicture {
                    page += "<figure><a href=\"\(picture)\"><img src=\"\(picture)\" alt=\"\(HTML.escape(name ?? location)): "
                    page += "every element VoiceOver reads, boxed and numbered\" width=\"280\" loading=\"lazy\"></a>"
                    page += "<figcaption>Accessibility: \(record.voiceOver.count) elements</figcaption></figure>\n"
                }
            }
            for record in records {
                let variant = content.variants[position(record.index, content).variant]
                let parts = variant.components(separatedBy: " · ")
                var attributes = ""
                for (column, dimension) in ["device", "scheme", "size", "language", "setting"].enumerated()
                where dimensions.contains(where: { $0.key == dimension }) {
                    attributes += " data-\(dimension)=\"\(token(parts.indices.contains(column) ? parts[column] : ""))\""
                }
                if let failure = record.failure {
                    page += "<figure\(attributes)><p class=\"lint found\">Not drawn: \(HTML.escape(failure))</p>"
                    page += "<figcaption>\(HTML.escape(variant))</figcaption></figure>\n"
                    continue
                }
                if record.findings?.isEmpty == true { attributes += " class=\"clean\"" }
                page += HTML.figure(
                    source: record.path, link: detailPath(record.path), alt: "\(name ?? location), \(variant)",
                    caption: HTML.escape(variant), width: 140, size: (max(record.width, 1), max(record.height, 1)),
                    attributes: attributes, extra: HTML.layoutVerdict(record.findings?.map { ($0.kind, $0.detail) }))
            }
            page += "</div>\n</article>\n"
        }
        return page + "</section>\n</main>\n</body>\n</html>\n"
    }

    /// The preview and variant of picture `index`.
    static func position(_ index: Int, _ content: ReviewContent) -> (preview: Int, variant: Int) {
        (index / max(content.variants.count, 1), index % max(content.variants.count, 1))
    }
}
