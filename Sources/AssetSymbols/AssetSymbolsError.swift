/// Why the symbols could not be generated: the input at fault and what is wrong with it.
public struct AssetSymbolsError: Error, CustomStringConvertible, Equatable {
    /// The path or argument at fault.
    public let input: String
    /// What is wrong with it.
    public let reason: String

    /// An error about `input`.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    public var description: String { "\(input): \(reason)" }
}
