#if os(Linux)
    import Foundation

    /// The gallery's progress on standard error: one line rewritten in place at a terminal, a line per
    /// tenth of the work otherwise (logs stay short).
    final class GalleryProgress {
        let total: Int
        private var done = 0
        private let isTerminal = isatty(STDERR_FILENO) == 1

        init(total: Int) {
            self.total = total
        }

        /// Reports that `name` is being drawn.
        func step(_ name: String) {
            done += 1
            if isTerminal {
                write("\r\u{1B}[2K[\(done)/\(total)] \(name)")
            } else if done == 1 || done * 10 / total != (done - 1) * 10 / total {
                write("[\(done)/\(total)] \(name)\n")
            }
        }

        func finish() {
            if isTerminal { write("\n") }
        }

        private func write(_ text: String) {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
#endif
