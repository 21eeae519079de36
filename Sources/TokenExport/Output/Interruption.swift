import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an interrupted command does: on SIGINT (Ctrl-C) or SIGTERM it removes every output it was
/// still writing (`PendingOutputs`) and exits with the shell's conventional status, 128 plus the
/// signal: 130 for SIGINT, 143 for SIGTERM. Finished outputs stay; an unfinished one never appears.
///
/// ```swift
/// Interruption.install()  // first thing in a command's `main`
/// ```
public enum Interruption {
    /// The signals handled, kept alive for the life of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Starts handling SIGINT and SIGTERM on a queue of their own, so the handler runs while the
    /// main thread is busy rendering.
    public static func install() {
        let queue = DispatchQueue(label: "airfit.interruption")
        sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                PendingOutputs.shared.removeAllAndKeepLocked()
                _exit(128 + signalNumber)
            }
            source.resume()
            return source
        }
    }
}
