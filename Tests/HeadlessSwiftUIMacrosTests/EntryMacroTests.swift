import Testing

@testable import HeadlessSwiftUIMacros

/// `@Entry` reads its declaration and expands it as SwiftUI's `EntryMacro` does.
struct EntryMacroTests {
    @Test(arguments: [
        ("@Entry var cardElevation: Double = 2", "cardElevation", "Double", "2"),
        ("/// Lifted.\n@Entry public var `default`: [String: Int] = [\"a\": 1]", "default", "[String: Int]", "[\"a\": 1]"),
        ("@Entry var url: String = \"https://example.com\" // a site", "url", "String", "\"https://example.com\""),
        ("@Entry var isOn: Bool = 1 == 1", "isOn", "Bool", "1 == 1"),
        ("@Entry var action: () -> Void = {}", "action", "() -> Void", "{}"),
        ("@Entry var pair: Dictionary<String, Int> = [:]", "pair", "Dictionary<String, Int>", "[:]"),
    ])
    func readsTheDeclaration(source: String, name: String, type: String, initializer: String) throws {
        let variable = try StoredVariable(source: source)
        #expect(variable == StoredVariable(name: name, type: type, initializer: initializer))
    }

    @Test func expandsIntoAccessorsAndAKey() throws {
        let variable = try StoredVariable(source: "@Entry var cardElevation: Double = 2")
        #expect(EntryMacro.accessors(for: variable).contains("get {\n        self[__Key_cardElevation.self]\n    }"))
        #expect(EntryMacro.accessors(for: variable).contains("self[__Key_cardElevation.self] = newValue"))
        let key = try EntryMacro.key(for: variable)
        #expect(key.hasPrefix("private struct __Key_cardElevation: HeadlessSwiftUI.EnvironmentKey {"))
        #expect(key.contains("typealias Value = Double") && key.contains("static var defaultValue: Value {\n        2\n    }"))
    }

    @Test func anOptionalDefaultsToNil() throws {
        let key = try EntryMacro.key(for: StoredVariable(source: "@Entry var badge: String?"))
        #expect(key.contains("typealias Value = String?") && key.contains("        nil\n"))
    }

    @Test(arguments: [
        ("@Entry let name: String = \"\"", "@Entry applies to a 'var', not a 'let'"),
        ("@Entry var count = 3", "@Entry needs a type annotation, as in '@Entry var count: Type = value'"),
        ("@Entry var count: Int", "@Entry needs a default value for 'count', as in '@Entry var count: Int = value'"),
        ("@Entry var a: Int = 1, b: Int = 2", "@Entry applies to one variable per declaration"),
        ("@Entry var count: Int { 3 }", "@Entry applies to a stored 'var', not one with accessors"),
    ])
    func refusesWhatItCannotExpand(source: String, message: String) {
        #expect(throws: StoredVariable.Problem(message: message)) {
            try EntryMacro.key(for: StoredVariable(source: source))
        }
    }

    @Test func namesTheContainersTheLayerLacks() {
        #expect(
            throws: StoredVariable.Problem(
                message: "@Entry in Transaction is not in the headless layer: it has EnvironmentValues and ContainerValues only")
        ) {
            try EntryMacro.checkContainer(["extension Transaction {\n}"])
        }
        #expect(throws: Never.self) { try EntryMacro.checkContainer(["extension EnvironmentValues {\n}"]) }
        #expect(throws: Never.self) { try EntryMacro.checkContainer(["extension ContainerValues {\n}"]) }
    }

    /// In `ContainerValues` the key is a `ContainerValueKey` (iOS 18), elsewhere an `EnvironmentKey`.
    @Test func keysTheContainerTheDeclarationExtends() throws {
        let variable = try StoredVariable(source: "@Entry var cardRole: Int = 0")
        #expect(try EntryMacro.key(for: variable, in: ["extension ContainerValues {\n}"]).contains(": HeadlessSwiftUI.ContainerValueKey {"))
        #expect(try EntryMacro.key(for: variable, in: ["extension EnvironmentValues {\n}"]).contains(": HeadlessSwiftUI.EnvironmentKey {"))
    }

    /// The plugin answers in the form the compiler's protocol version asks for.
    @Test func repliesByProtocolVersion() {
        let modern = MacroPlugin.reply(.success("{}"), hostVersion: 7)
        #expect((modern["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String == "{}")
        let old = MacroPlugin.reply(.success("{}"), hostVersion: 4)
        #expect((old["expandAttachedMacroResult"] as? [String: Any])?["expandedSources"] as? [String] == ["{}"])
    }
}
