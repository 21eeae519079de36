/// A review that cannot go on: what and why, for the command to print.
public struct ReviewError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
