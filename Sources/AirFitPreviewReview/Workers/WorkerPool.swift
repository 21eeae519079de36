import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a review's jobs in worker processes, so a preview that traps, or never finishes drawing,
/// costs only its own picture: the worker drawing it is ended, the preview reported by its job,
/// and a new worker goes on with the rest. `processes` workers run at once, each on its own share.
///
/// ```swift
/// let failures = WorkerPool(arguments: ["--config", "airfit-review.json"], folder: scratch, timeout: 60)
///     .run([0, 1, 2, 3], processes: 2)   // [2: "trapped (signal 4): Fatal error: …"]
/// ```
final class WorkerPool: @unchecked Sendable {
    /// This program, started again as a worker.
    let executable = URL(fileURLWithPath: "/proc/self/exe")
    /// The review's own arguments, which the worker plans from.
    let arguments: [String]
    /// Where the workers write their records and pictures.
    let folder: URL
    /// Seconds a job may take.
    let timeout: Double
    private let lock = NSLock()
    private var failures: [Int: String] = [:]

    init(arguments: [String], folder: URL, timeout: Double) {
        self.arguments = arguments
        self.folder = folder
        self.timeout = timeout
    }

    /// Draws `jobs` and returns why each one that was not drawn was not.
    func run(_ jobs: [Int], processes: Int) -> [Int: String] {
        let lanes = max(1, min(processes, jobs.count))
        let group = DispatchGroup()
        for lane in 0..<lanes {
            let share = jobs.enumerated().filter { $0.offset % lanes == lane }.map(\.element)
            DispatchQueue.global().async(group: group) { self.runLane(share, lane: lane) }
        }
        group.wait()
        return lock.withLock { failures }
    }

    /// One lane: a worker for the jobs left, again after each one that fails.
    private func runLane(_ jobs: [Int], lane: Int) {
        var remaining = jobs
        var attempt = 0
        while !remaining.isEmpty {
            attempt += 1
            let (done, failure) = runWorker(remaining, log: folder.appendingPathComponent("worker-\(lane)-\(attempt).log"))
            remaining.removeAll { done.contains($0) }
            guard !remaining.isEmpty else { break }
            let failed = remaining.removeFirst()
            lock.withLock { failures[failed] = failure ?? "the worker stopped before drawing it" }
        }
    }

    /// One worker over `jobs`: the jobs it reported drawn, and why it stopped early if it did.
    private func runWorker(_ jobs: [Int], log: URL) -> (done: Set<Int>, failure: String?) {
        let process = Process()
        process.executableURL = executable
        process.arguments =
            arguments + ["--worker-jobs", jobs.map(String.init).joined(separator: ","), "--worker-output", folder.path]
        let output = Pipe()
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let errors = try? FileHandle(forWritingTo: log)
        process.standardError = errors ?? FileHandle.nullDevice
        defer { try? errors?.close() }
        do {
            try process.run()
        } catch {
            return ([], "could not start a worker: \(error)")
        }
        let watchdog = Watchdog(process: process, timeout: timeout)
        var done = Set<Int>()
        var buffer = Data()
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix(WorkerProtocol.marker), let index = Int(line.dropFirst(WorkerProtocol.marker.count)) {
                    done.insert(index)
                    watchdog.progressed()
                }
            }
        }
        process.waitUntilExit()
        watchdog.stop()
        if watchdog.fired { return (done, "did not finish drawing within \(timeout.formatted()) s") }
        if process.terminationReason == .uncaughtSignal {
            let reason = Self.fatalError(in: log).map { ": \($0)" } ?? ""
            return (done, "trapped (signal \(process.terminationStatus))\(reason)")
        }
        if process.terminationStatus != 0 { return (done, "the worker exited with status \(process.terminationStatus)") }
        return (done, nil)
    }

    /// The runtime's message of a trap in a worker's log ("Fatal error: …"), without the path.
    static func fatalError(in log: URL) -> String? {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") })
        else { return nil }
        // "/path/File.swift:12: Fatal error: message": the message, and where, by file name.
        let parts = line.components(separatedBy: ": ")
        guard parts.count >= 3 else { return String(line) }
        let place = URL(fileURLWithPath: parts[0]).lastPathComponent
        return parts.dropFirst().joined(separator: ": ") + " (\(place))"
    }

    /// Ends a worker that reports nothing for `timeout` seconds.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var last = Date()
        private var timer: DispatchSourceTimer?
        private var hasFired = false

        /// Whether it ended the worker (read on the lane's thread, set on the timer's).
        var fired: Bool { lock.withLock { hasFired } }

        init(process: Process, timeout: Double) {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + 0.25, repeating: 0.25)
            let pid = process.processIdentifier
            timer.setEventHandler { [self] in
                let expired = lock.withLock {
                    guard !hasFired, Date().timeIntervalSince(last) > timeout else { return false }
                    hasFired = true
                    return true
                }
                if expired { kill(pid, SIGKILL) }
            }
            timer.resume()
            self.timer = timer
        }

        func progressed() { lock.withLock { last = Date() } }

        func stop() { timer?.cancel() }
    }
}
