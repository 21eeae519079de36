import ArgumentParser
import DesignTokens

extension Dialect: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
