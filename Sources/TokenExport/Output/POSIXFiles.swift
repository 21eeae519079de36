#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, with the system's own message (`strerror`).
struct SystemCallError: Error {
    let reason: String

    init(errno code: Int32) {
        reason = String(cString: strerror(code))
    }
}

/// The few system calls an atomic export needs, so a failure reports the system's reason
/// ("Read-only file system", "Permission denied") rather than a generic one.
enum POSIXFiles {
    /// Creates a new file (never one that exists, nor through a symbolic link) holding `text`.
    static func create(_ path: String, text: String) throws(SystemCallError) {
        try create(path, bytes: Array(text.utf8))
    }

    /// Creates a new file (never one that exists, nor through a symbolic link) holding `bytes`.
    static func create(_ path: String, bytes content: [UInt8]) throws(SystemCallError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemCallError(errno: errno) }
        var bytes = content[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw SystemCallError(errno: code)
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0 else { throw SystemCallError(errno: errno) }
    }

    /// Creates a folder; its parent must exist.
    static func makeFolder(_ path: String) throws(SystemCallError) {
        guard mkdir(path, 0o755) == 0 else { throw SystemCallError(errno: errno) }
    }

    /// rename(2): atomically replaces a file, or an empty or absent folder.
    static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        #if canImport(Glibc)
            let status = Glibc.rename(source, destination)
        #else
            let status = Darwin.rename(source, destination)
        #endif
        guard status == 0 else { throw SystemCallError(errno: errno) }
    }
}
