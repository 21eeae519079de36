import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written a piece at a time that appears at its path whole or not at all: the pieces go to a
/// hidden sibling (`.NAME.partial-UUID`), `commit()` renames it into place, and `abandon()` (or a
/// stream dropped without a commit) removes it. Used for outputs too large to hold in memory, such as
/// a long animation.
///
/// ```swift
/// let stream = try AtomicFileStream(path: "out.png")
/// try stream.write(header)
/// for chunk in chunks { try stream.write(chunk) }
/// try stream.commit()
/// ```
public final class AtomicFileStream {
    /// Where the file appears on `commit()`.
    public let path: String
    private let temporary: String
    private var descriptor: Int32
    private var written = 0

    /// Opens the hidden sibling of `path` for writing.
    ///
    /// - Parameter path: The file to write; its folder must exist and it must not be a folder.
    /// - Throws: `ExportError` naming `path` when the folder is missing or the file cannot be created.
    public init(path: String) throws(ExportError) {
        self.path = path
        guard !path.isEmpty else { throw ExportError(path: path, reason: "the path is empty") }
        let destination = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ExportError(path: path, reason: "it is a folder; this format writes one file")
        }
        let parent = destination.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ExportError(path: path, reason: "its folder \(parent.path) does not exist")
        }
        temporary = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(UUID().uuidString)").path
        let temporary = temporary
        descriptor = PendingOutputs.shared.create(temporary) {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            PendingOutputs.shared.finish(temporary) {}
            throw ExportError(path: path, reason: reason)
        }
    }

    deinit { abandon() }

    /// Appends `bytes`.
    ///
    /// - Parameter bytes: The next piece of the file.
    public func write(_ bytes: [UInt8]) throws(ExportError) {
        guard descriptor >= 0 else { throw ExportError(path: path, reason: "the stream is already closed") }
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                abandon()
                throw ExportError(path: path, reason: reason)
            }
            rest = rest.dropFirst(count)
            written += count
        }
    }

    /// Closes the file and renames it into place.
    public func commit() throws(ExportError) {
        guard descriptor >= 0 else { throw ExportError(path: path, reason: "the stream is already closed") }
        let status = close(descriptor)
        descriptor = -1
        let failure: String? = PendingOutputs.shared.finish(temporary) {
            guard status == 0, rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                return reason
            }
            return nil
        }
        if let failure { throw ExportError(path: path, reason: failure) }
    }

    /// Closes and removes the unfinished file; `path` is left as it was.
    public func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        PendingOutputs.shared.finish(temporary) { _ = unlink(temporary) }
    }
}

/// `write(2)`, named apart from the stream's own `write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
