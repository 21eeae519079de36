import DesignTokens

/// Design Tokens Community Group JSON, format 2025.10 (decision D22).
///
/// - A top-level group per token set (theme); tokens nest by their path (`color.surfaceBase`).
/// - `$value` holds the light appearance. Where dark differs, `$extensions."com.airfit.appearance".dark`
///   holds the dark `$value` (the format has no modes of its own).
/// - `$description` is the spec passage or decision the value comes from.
/// - Text entries (circadian pools, haptic tables) have no DTCG type: they sit in the set's group
///   as `$extensions."com.airfit.notes"`, keyed by the token name.
/// - Value encodings (units, shadows, animations): `DTCGValue`.
enum DTCGWriter {
    static func document(_ sets: [TokenSet]) -> String {
        var root: [String: JSONValue] = [:]
        for set in sets { root[set.name] = group(set) }
        return JSONValue.object(root).serialized()
    }

    static func group(_ set: TokenSet) -> JSONValue {
        var tree = Tree()
        var notes: [String: JSONValue] = [:]
        for entry in set.tokens {
            if let token = token(entry) {
                tree.insert(token, at: entry.path)
            } else if case let .text(text) = entry.value {
                notes[entry.name] = .string(text)
            }
        }
        var members = tree.members
        members["$description"] = .string("AirFit UI tokens: \(set.name)")
        if !notes.isEmpty { members["$extensions"] = .object(["com.airfit.notes": .object(notes)]) }
        return .object(members)
    }

    /// One token object (`$type`, `$value`, `$description`, `$extensions`), or nil for a text entry.
    static func token(_ entry: TokenEntry) -> JSONValue? {
        guard let value = DTCGValue(entry.value) else { return nil }
        var members: [String: JSONValue] = [
            "$description": .string(entry.source),
            "$type": .string(value.type),
            "$value": value.light,
        ]
        var extensions = value.extensions
        if let dark = value.dark, dark != value.light { extensions["com.airfit.appearance"] = .object(["dark": dark]) }
        if !extensions.isEmpty { members["$extensions"] = .object(extensions) }
        return .object(members)
    }

    /// Groups of tokens nested by path.
    struct Tree {
        var leaves: [String: JSONValue] = [:]
        var groups: [String: Tree] = [:]

        mutating func insert(_ token: JSONValue, at path: [String]) {
            guard let first = path.first else { return }
            if path.count == 1 {
                leaves[first] = token
            } else {
                groups[first, default: Tree()].insert(token, at: Array(path.dropFirst()))
            }
        }

        var members: [String: JSONValue] {
            var members = leaves
            for (name, group) in groups { members[name] = .object(group.members) }
            return members
        }
    }
}
