/// `@Entry`: a custom environment value from one declaration, expanded as SwiftUI's `EntryMacro`
/// expands it on Apple platforms.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accentRole: Color = .blue
/// }
/// ```
/// becomes a computed property reading and writing `self[__Key_accentRole.self]`, and beside it a
/// private `EnvironmentKey` whose `defaultValue` evaluates the initial value each time it is read.
enum EntryMacro {
    /// The containers SwiftUI's `@Entry` serves that the headless layer has, with their key
    /// protocols, and those it does not have.
    static let supportedContainers = [("EnvironmentValues", "EnvironmentKey"), ("ContainerValues", "ContainerValueKey")]
    static let otherContainers = ["Transaction", "FocusedValues"]

    /// The accessors that replace the stored property.
    static func accessors(for variable: StoredVariable) -> String {
        let key = keyName(variable)
        return """
            {
                get {
                    self[\(key).self]
                }
                set {
                    self[\(key).self] = newValue
                }
            }
            """
    }

    /// The key type declared beside the property.
    static func key(for variable: StoredVariable, in lexicalContext: [String] = []) throws(StoredVariable.Problem) -> String {
        guard let type = variable.type else {
            throw StoredVariable.Problem(message: "@Entry needs a type annotation, as in '@Entry var \(variable.name): Type = value'")
        }
        guard let value = variable.initializer ?? (variable.isOptional ? "nil" : nil) else {
            throw StoredVariable.Problem(
                message: "@Entry needs a default value for '\(variable.name)', as in '@Entry var \(variable.name): \(type) = value'")
        }
        return """
            private struct \(keyName(variable)): HeadlessSwiftUI.\(keyProtocol(lexicalContext)) {
                typealias Value = \(type)
                static var defaultValue: Value {
                    \(value)
                }
            }
            """
    }

    /// Checks the declaration sits in an extension of a container the layer has (the innermost
    /// context).
    static func checkContainer(_ lexicalContext: [String]) throws(StoredVariable.Problem) {
        guard let innermost = lexicalContext.first else { return }
        if let other = otherContainers.first(where: { innermost.contains($0) }),
            !supportedContainers.contains(where: { innermost.contains($0.0) })
        {
            throw StoredVariable.Problem(
                message: "@Entry in \(other) is not in the headless layer: it has EnvironmentValues and ContainerValues only")
        }
    }

    /// The key protocol of the container the declaration extends: `ContainerValueKey` in
    /// `ContainerValues`, `EnvironmentKey` otherwise.
    static func keyProtocol(_ lexicalContext: [String]) -> String {
        guard let innermost = lexicalContext.first else { return "EnvironmentKey" }
        return supportedContainers.first { innermost.contains("extension \($0.0)") || innermost.contains("extension SwiftUI.\($0.0)") }?.1
            ?? "EnvironmentKey"
    }

    private static func keyName(_ variable: StoredVariable) -> String { "__Key_" + variable.name }
}
