/// The Swift name Xcode gives an asset's generated symbol (`GeneratedAssetSymbols.swift`, Xcode 15):
/// the asset's name in lower camel case, its words split at anything that is not a letter or a
/// digit (`"some_blue"` → `someBlue`), a color's trailing `Color` dropped (`"someBlueColor"` →
/// `someBlue`), as SwiftFormat's issue #1634 lists Xcode's renamings. A name that would start with
/// a digit takes a leading underscore, and a Swift keyword is escaped with backticks (D302).
///
/// ```swift
/// AssetSymbolName.make(for: "Brand Color", kind: .color)  // "brand"
/// AssetSymbolName.make(for: "hero-image", kind: .image)  // "heroImage"
/// ```
public enum AssetSymbolName {
    /// Makes the symbol for an asset named `name` of `kind`, or nil when the name has no letter or
    /// digit to make one of.
    public static func make(for name: String, kind: AssetKind) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        var symbol = lowerLeading(first) + words.dropFirst().map(upperFirst).joined()
        if kind == .color, symbol.hasSuffix("Color") {
            symbol.removeLast("Color".count)
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// A first word with its leading capitals lowered: all of them when the word is an acronym
    /// (`"URL"` → `url`), all but the one that starts the next word otherwise (`"URLIcon"` →
    /// `urlIcon`, `"Brand"` → `brand`).
    static func lowerLeading(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        let lowered = capitals == characters.count || capitals == 1 ? capitals : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// A later word with its first letter raised (`"blue"` → `Blue`).
    static func upperFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Swift's keywords, which a symbol must escape to be a name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "throw", "throws", "true", "try", "Any", "Self",
    ]
}
