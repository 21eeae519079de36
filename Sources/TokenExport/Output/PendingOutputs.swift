import Foundation

/// The unfinished outputs of this process: the hidden temporary files and folders that atomic
/// writes build before renaming them into place. A command that is interrupted (SIGINT, SIGTERM)
/// calls `removeAll()` so that nothing it was writing is left behind.
///
/// Every creation of a temporary path and every rename out of it happen under one lock, the lock
/// `removeAll()` holds while it removes: a write either finished before the interruption (its
/// file is in place and no longer pending) or its temporary path is removed; it never reappears.
///
/// ```swift
/// let temporary = try PendingOutputs.shared.create(".out.png.partial-1") { path in try write(path) }
/// ...
/// PendingOutputs.shared.finish(temporary) { try rename(temporary, "out.png") }
/// ```
public final class PendingOutputs: @unchecked Sendable {
    /// The process's registry.
    public static let shared = PendingOutputs()

    private let lock = NSLock()
    private var paths: Set<String> = []

    /// An empty registry; commands use `shared`.
    public init() {}

    /// The paths being written now (for tests and diagnostics).
    public var pending: Set<String> { lock.withLock { paths } }

    /// Runs `create`, which makes the temporary `path`, and records `path` as pending, both under
    /// the lock, so an interruption sees either nothing or the path.
    public func create<Result, Failure: Error>(_ path: String, _ create: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
        return try create()
    }

    /// Runs `work` under the lock: a file created inside a pending folder, which must not be
    /// created while an interruption removes that folder.
    public func inside<Result, Failure: Error>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }

    /// Runs `finish` (a rename into place, or a removal) and forgets `path`, under the lock.
    public func finish<Result, Failure: Error>(_ path: String, _ finish: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer {
            paths.remove(path)
            lock.unlock()
        }
        return try finish()
    }

    /// Removes every pending path, file or folder. Called when the process is interrupted; the
    /// caller exits straight after, and the lock stays held so no write starts again.
    public func removeAllAndKeepLocked() {
        lock.lock()
        for path in paths.sorted() { try? FileManager.default.removeItem(atPath: path) }
        paths.removeAll()
    }
}
