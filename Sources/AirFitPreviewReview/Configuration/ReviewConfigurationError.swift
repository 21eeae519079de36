/// A review configuration that cannot be used: the file, the line, what is wrong and what is accepted.
///
/// ```
/// airfit-review.json:4: unknown device "iphone99"; use one of iphone16, iphone16plus, ...
/// ```
public struct ReviewConfigurationError: Error, Equatable, CustomStringConvertible {
    public let description: String

    /// An error at `line` of `file` (no line: the file as a whole).
    public init(file: String, line: Int? = nil, _ message: String) {
        description = "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
