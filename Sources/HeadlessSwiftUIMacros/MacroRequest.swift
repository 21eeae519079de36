/// One `expandAttachedMacro` message: which macro, in which role, on which declaration.
struct MacroRequest {
    var macroName: String
    var role: String
    var declaration: String
    var lexicalContext: [String]
    var fileName: String
    var offset: Int

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

    static let unsupported = Failure(message: "HeadlessSwiftUIMacros expands @Entry only")

    init(_ message: [String: Any]) {
        let syntax = message["declSyntax"] as? [String: Any] ?? [:]
        let location = syntax["location"] as? [String: Any] ?? [:]
        macroName = (message["macro"] as? [String: Any])?["typeName"] as? String ?? ""
        role = message["macroRole"] as? String ?? ""
        declaration = syntax["source"] as? String ?? ""
        lexicalContext = (message["lexicalContext"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
        fileName = location["fileName"] as? String ?? ""
        offset = location["offset"] as? Int ?? 0
    }

    /// The expanded source, or why there is none.
    func expand() -> Result<String, Failure> {
        guard macroName == "EntryMacro" else { return .failure(Self.unsupported) }
        do throws(StoredVariable.Problem) {
            switch role {
            case "accessor":
                // A declaration it cannot read keeps its storage; the peer expansion says why, once.
                guard let variable = try? StoredVariable(source: declaration) else { return .success("") }
                return .success(EntryMacro.accessors(for: variable))
            case "peer":
                try EntryMacro.checkContainer(lexicalContext)
                return .success(try EntryMacro.key(for: StoredVariable(source: declaration)))
            default:
                return .failure(Failure(message: "@Entry has no \(role) role", fileName: fileName, offset: offset))
            }
        } catch {
            return .failure(Failure(message: error.message, fileName: fileName, offset: offset))
        }
    }
}
