/// One `expandAttachedMacro` or `expandFreestandingMacro` message: which macro, in which role,
/// on which syntax, and where it is written.
struct MacroRequest {
    var macroName: String
    /// The module the macro's declaration names: ours, or Xcode's `PreviewsMacros` when the plugin
    /// stands in for it (`make typecheck`).
    var moduleName = ""
    var role: String
    /// The declaration an attached macro is attached to, or a freestanding macro's own syntax.
    var declaration: String
    var lexicalContext: [String]
    var fileName: String
    var offset: Int
    /// `#fileID`'s spelling of the file: `"Module/File.swift"`.
    var fileID = ""
    var line = 0
    var column = 0
    /// The compiler's mangled prefix for names the expansion makes unique.
    var discriminator = ""

    /// A macro the plugin does not expand, with where the compiler should point.
    struct Failure: Error {
        var message: String
        var fileName = ""
        var offset = 0

        var diagnostic: [String: Any] {
            [
                "message": message, "severity": "error",
                "position": ["fileName": fileName, "offset": offset],
                "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
            ]
        }
    }

    static let unsupported = Failure(message: "HeadlessSwiftUIMacros expands @Entry, #Preview and @Previewable only")

    init(_ message: [String: Any]) {
        let syntax = message["declSyntax"] as? [String: Any] ?? message["syntax"] as? [String: Any] ?? [:]
        let location = syntax["location"] as? [String: Any] ?? [:]
        macroName = (message["macro"] as? [String: Any])?["typeName"] as? String ?? ""
        moduleName = (message["macro"] as? [String: Any])?["moduleName"] as? String ?? ""
        role = message["macroRole"] as? String ?? ""
        declaration = syntax["source"] as? String ?? ""
        lexicalContext = (message["lexicalContext"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
        fileName = location["fileName"] as? String ?? ""
        offset = location["offset"] as? Int ?? 0
        fileID = location["fileID"] as? String ?? ""
        line = location["line"] as? Int ?? 0
        column = location["column"] as? Int ?? 0
        discriminator = message["discriminator"] as? String ?? ""
    }

    /// A name no other declaration has, made as swift-syntax's `makeUniqueName` makes it: the
    /// discriminator, the name mangled, and the operator of unique macro names.
    func uniqueName(_ name: String) -> String { "\(discriminator)\(name.count)\(name)fMu_" }

    /// The expanded source, or why there is none.
    func expand() -> Result<String, Failure> {
        switch macroName {
        case "EntryMacro": expandEntry()
        case "PreviewMacro": expandPreview(modules: .headless)
        // `@Previewable` marks a declaration `#Preview` moves; on its own it adds nothing.
        case "PreviewableMacro": .success("")
        // Xcode's names, when the plugin stands in for `PreviewsMacros` against Apple's SDKs.
        case "SwiftUIView" where moduleName == "PreviewsMacros": expandPreview(modules: .apple)
        case "Previewable" where moduleName == "PreviewsMacros": .success("")
        default: .failure(Self.unsupported)
        }
    }

    private func expandPreview(modules: PreviewMacro.Modules) -> Result<String, Failure> {
        do throws(PreviewMacro.Problem) {
            let preview = try PreviewMacro(source: declaration)
            let position = preview.position(line: line, column: column)
            return .success(
                preview.expansion(
                    name: uniqueName(PreviewMacro.registryName), fileID: fileID, line: position.line, column: position.column,
                    modules: modules))
        } catch {
            return .failure(Failure(message: error.message, fileName: fileName, offset: offset))
        }
    }

    private func expandEntry() -> Result<String, Failure> {
        do throws(StoredVariable.Problem) {
            switch role {
            case "accessor":
                // A declaration it cannot read keeps its storage; the peer expansion says why, once.
                guard let variable = try? StoredVariable(source: declaration) else { return .success("") }
                return .success(EntryMacro.accessors(for: variable))
            case "peer":
                try EntryMacro.checkContainer(lexicalContext)
                return .success(try EntryMacro.key(for: StoredVariable(source: declaration), in: lexicalContext))
            default:
                return .failure(Failure(message: "@Entry has no \(role) role", fileName: fileName, offset: offset))
            }
        } catch {
            return .failure(Failure(message: error.message, fileName: fileName, offset: offset))
        }
    }
}
