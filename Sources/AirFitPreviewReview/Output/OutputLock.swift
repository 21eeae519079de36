import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `<output>.lock`, held while a review writes `<output>`: a second review (another shard of a
/// matrix sharing a folder, say) given the same folder is refused instead of replacing the
/// first's pictures. The lock is the file's exclusive creation, so two processes cannot both take it.
struct OutputLock {
    let path: String

    init(_ output: String) throws {
        path = URL(fileURLWithPath: output).standardizedFileURL.path + ".lock"
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor >= 0 else {
            throw ReviewError(
                "\(output) is being written by another review (\(path) exists): give each shard a folder of its own, "
                    + "or remove the lock if no review is running")
        }
        close(descriptor)
    }

    func release() {
        unlink(path)
    }
}
