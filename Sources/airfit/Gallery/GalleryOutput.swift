#if os(Linux)
    import Foundation
    import TokenExport

    /// Writes the gallery folder whole: built in a hidden sibling, then swapped in for the old one, so
    /// the destination never holds half a gallery, and an interrupted run leaves nothing behind
    /// (`AtomicOutput.writeFolder`, `PendingOutputs`).
    enum GalleryOutput {
        static func write(_ files: [String: [UInt8]], to path: String) throws {
            do {
                try AtomicOutput.writeFolder(files, to: path)
            } catch {
                throw ValidationErrorText("could not write the gallery to \(path): \(error.reason)")
            }
        }
    }

    /// A plain error message.
    struct ValidationErrorText: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
#endif
