import Foundation
import GalleryReview

/// Joins drawn pictures into the review folder's files: the pictures, `gallery.json` (so the
/// folder can be a later run's `--baseline`), the comparison with the baseline, and the pages.
/// Whether the pictures came from one run or from merged shards, the same records give the same bytes.
enum ReviewAssembly {
    static func files(
        records: [PictureRecord], pictures: [String: [UInt8]], previews: [String], variants: [String],
        baseline: GalleryBaseline?, command: String
    ) throws -> (files: [String: [UInt8]], changes: ChangeReport?) {
        var files = pictures
        files[GalleryManifest.fileName] = try GalleryManifest(pictures: Array(pictures.keys)).json()
        var changes: ChangeReport?
        if let baseline {
            let order = records.flatMap { [$0.path] + ($0.accessibilityPicture.map { [$0] } ?? []) }
            let comparison = try GalleryComparison.compare(pictures, with: baseline, pageOrder: order)
            changes = comparison.report
            files.merge(comparison.files) { new, _ in new }
        }
        let content = ReviewContent(
            previews: previews, variants: variants, pictures: records.sorted { $0.index < $1.index }, changes: changes,
            command: command)
        for (path, text) in PreviewReviewPage.files(content) { files[path] = Array(text.utf8) }
        return (files, changes)
    }
}
