import Foundation

/// The executable the compiler starts to expand the headless layer's macros.
///
/// It answers the compiler's messages (capability, then one expansion per use) without a syntax
/// library: building swift-syntax in release takes eight minutes on our two cores, longer than the
/// whole gallery build, for one macro whose declaration is a single `var` (D173).
@main
enum MacroPlugin {
    /// The protocol version this plugin speaks: expansions are answered with `expandMacroResult`.
    static let protocolVersion = 7

    static func main() {
        let connection = PluginConnection()
        var hostVersion = 0
        do {
            while let message = try connection.receive() {
                if let capability = message["getCapability"] as? [String: Any] {
                    hostVersion = (capability["capability"] as? [String: Any])?["protocolVersion"] as? Int ?? 0
                    try connection.send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
                } else if let request = message["expandAttachedMacro"] as? [String: Any] {
                    try connection.send(reply(MacroRequest(request).expand(), hostVersion: hostVersion))
                } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
                    try connection.send(reply(MacroRequest(request).expand(), hostVersion: hostVersion, freestanding: true))
                } else if message["loadPluginLibrary"] != nil {
                    try connection.send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
                } else {
                    throw PluginError.malformed("a message it does not know: \(message.keys.sorted())")
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    /// The reply in the form the compiler's protocol version expects.
    static func reply(_ result: Result<String, MacroRequest.Failure>, hostVersion: Int, freestanding: Bool = false) -> [String: Any] {
        let diagnostics: [[String: Any]]
        let source: String?
        switch result {
        case let .success(text): (source, diagnostics) = (text, [])
        case let .failure(failure): (source, diagnostics) = (nil, [failure.diagnostic])
        }
        if hostVersion >= 5 {
            return ["expandMacroResult": ["expandedSource": source as Any, "diagnostics": diagnostics]]
        }
        if freestanding {
            return ["expandFreestandingMacroResult": ["expandedSource": source as Any, "diagnostics": diagnostics]]
        }
        return ["expandAttachedMacroResult": ["expandedSources": source.map { [$0] } as Any, "diagnostics": diagnostics]]
    }
}
