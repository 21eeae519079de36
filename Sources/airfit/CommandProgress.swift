#if os(Linux)
    import Foundation

    /// A long command's progress on standard error (`gallery`, `lint`): one line rewritten in place
    /// at a terminal, a line per tenth of the work otherwise (logs stay short), nothing with `quiet`.
    final class CommandProgress {
        let total: Int
        private var done = 0
        private let isTerminal = isatty(STDERR_FILENO) == 1
        private let mode: Mode

        /// When progress is shown.
        enum Mode {
            /// At a terminal in place, otherwise a line per tenth.
            case always
            /// At a terminal only: piped or redirected, the command prints only its result.
            case terminalOnly
        }

        init(total: Int, mode: Mode = .always) {
            self.total = total
            self.mode = mode
        }

        /// Reports that `name` is being worked on.
        func step(_ name: String) {
            done += 1
            if isTerminal {
                write("\r\u{1B}[2K[\(done)/\(total)] \(name)")
            } else if mode == .always, done == 1 || done * 10 / total != (done - 1) * 10 / total {
                write("[\(done)/\(total)] \(name)\n")
            }
        }

        /// Ends the line rewritten in place.
        func finish() {
            if isTerminal { write("\r\u{1B}[2K") }
        }

        private func write(_ text: String) {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
#endif
