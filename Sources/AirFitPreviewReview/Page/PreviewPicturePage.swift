import GalleryReview

/// A drawn picture's own page (`review/…html`): the picture at 1:1, then what VoiceOver reads on
/// it in order and what the layout check found, beside the picture where the window is wide
/// enough, under it otherwise: the gallery's detail page, for a team's preview.
enum PreviewPicturePage {
    static func html(_ record: PictureRecord, content: ReviewContent) -> String {
        let (preview, variant) = PreviewReviewPage.position(record.index, content)
        let location = content.previews[preview]
        let title = [record.name ?? location, content.variants[variant]].joined(separator: " · ")
        var page = HTML.head(title: "\(title) · Preview review", root: "../")
        page += """
            <body>
            <main>
            <p><a href="../index.html#preview-\(preview + 1)">← \(HTML.escape(location)) in every variant</a></p>
            <h1>\(HTML.escape(title))</h1>
            <p>\(record.width) × \(record.height) px, written at <code>\(HTML.escape(location))</code>.</p>
            <div class="detail">
            <div class="picture"><img src="../\(record.path)" alt="\(HTML.escape(title))" width="\(record.width)" height="\(record.height)"></div>
            <div class="notes">
            <h2>VoiceOver reads</h2>
            <ol>

            """
        page += record.voiceOver.map { "<li>\(HTML.escape($0))</li>" }.joined(separator: "\n")
        page += "\n</ol>\n<h2>Layout check</h2>\n"
        // A drawn picture (the only kind with a page) is always checked.
        page += HTML.layoutCheckList(record.findings?.map { (kind: $0.kind, detail: $0.detail) } ?? [])
        return page + "</div>\n</div>\n</main>\n</body>\n</html>\n"
    }
}
