/// Why an export could not be written.
public struct ExportError: Error, Equatable, CustomStringConvertible {
    /// The output path exactly as given.
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \"\(path)\": \(reason)" }
}
