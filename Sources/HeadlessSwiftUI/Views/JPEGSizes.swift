import Foundation

/// The pixel sizes of JPEG files, read once per file: finding a JPEG's size reads up to its frame
/// header, past its metadata, and an image's lookup runs every time its view's body does. A file is
/// known by its path, length and modification date, so a file written again is read again.
package final class JPEGSizes: @unchecked Sendable {
    package static let shared = JPEGSizes()
    private let cache = LookupCache<String, CGSize?>()

    /// The size of the JPEG at `url`, given its first bytes `header`; nil when it is not one.
    func size(of url: URL, header: Data, handle: FileHandle) -> CGSize? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let length = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
        return cache.value(for: "\(url.path)|\(length)|\(modified)") {
            // A JPEG's frame header follows its metadata segments (Exif, ICC profile), each at most
            // 64 KB: the first 1 MB holds it in any file a camera or an editor writes.
            // At the end of the file the read gives nothing (nil), and the header is all there is.
            let rest = (try? handle.read(upToCount: 1 << 20)) ?? Data()
            return ImageLookup.pixelSize(ofJPEG: header + rest)
        }
    }
}
