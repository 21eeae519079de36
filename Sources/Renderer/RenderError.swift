/// Why a render could not be made, naming the input at fault.
public struct RenderError: Error, Equatable, CustomStringConvertible {
    public let input: String
    public let reason: String

    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    public var description: String { "\(input): \(reason)" }
}
