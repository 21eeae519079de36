#if os(Linux)
    import Foundation

    /// Writes the gallery folder whole: built in a hidden sibling, then swapped in for the old one, so
    /// the destination never holds half a gallery.
    enum GalleryOutput {
        static func write(_ files: [String: [UInt8]], to path: String) throws {
            let destination = URL(fileURLWithPath: path).standardizedFileURL
            let parent = destination.deletingLastPathComponent()
            let temporary = parent.appendingPathComponent(
                ".\(destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
            let manager = FileManager.default
            try? manager.removeItem(at: temporary)
            do {
                for (relative, bytes) in files.sorted(by: { $0.key < $1.key }) {
                    let file = temporary.appendingPathComponent(relative)
                    try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(bytes).write(to: file)
                }
                if manager.fileExists(atPath: destination.path) {
                    let old = parent.appendingPathComponent(
                        ".\(destination.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
                    try manager.moveItem(at: destination, to: old)
                    try manager.moveItem(at: temporary, to: destination)
                    try? manager.removeItem(at: old)
                } else {
                    try manager.moveItem(at: temporary, to: destination)
                }
            } catch {
                try? manager.removeItem(at: temporary)
                throw ValidationErrorText("could not write the gallery to \(path): \(error.localizedDescription)")
            }
        }
    }

    /// A plain error message.
    struct ValidationErrorText: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
#endif
