import Foundation

/// The compiler's side of a macro plugin's conversation: JSON messages on standard input and
/// output, each preceded by its length as a little-endian 64-bit integer (the framing the Swift
/// compiler uses for every executable macro plugin).
struct PluginConnection {
    /// The next message, or nil when the compiler has closed the connection.
    func receive() throws -> [String: Any]? {
        var header = [UInt8](repeating: 0, count: 8)
        guard try fill(&header) else { return nil }
        let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
        guard count > 0, count <= 1 << 30 else { throw PluginError.malformed("a message of \(count) bytes") }
        var body = [UInt8](repeating: 0, count: count)
        guard try fill(&body) else { throw PluginError.malformed("a message cut short") }
        guard let message = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            throw PluginError.malformed("a message that is not a JSON object")
        }
        return message
    }

    /// Sends one message.
    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        var header = [UInt8](repeating: 0, count: 8)
        for index in header.indices { header[index] = UInt8(truncatingIfNeeded: body.count >> (8 * index)) }
        let bytes = header + [UInt8](body)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { throw PluginError.malformed("a reply the compiler did not take") }
            written += count
        }
    }

    /// Fills `buffer` from standard input; false at the end of input before the first byte.
    private func fill(_ buffer: inout [UInt8]) throws -> Bool {
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress! + filled, $0.count - filled) }
            if count <= 0 {
                if filled == 0 { return false }
                throw PluginError.malformed("a message cut short")
            }
            filled += count
        }
        return true
    }
}

/// Why the plugin stopped talking to the compiler.
enum PluginError: Error, CustomStringConvertible {
    case malformed(String)

    var description: String {
        switch self {
        case let .malformed(what): "HeadlessSwiftUIMacros received \(what)"
        }
    }
}
