import DesignTokens

/// The forms `airfit tokens` writes.
public enum TokenFormat: String, CaseIterable, Sendable {
    /// Design Tokens Community Group JSON (format 2025.10), for design tools.
    case dtcg
    /// An Xcode asset catalog: one color set per color, with a dark appearance.
    case xcassets
    /// CSS custom properties with a `prefers-color-scheme: dark` block.
    case css
    /// A Swift source file of plain values.
    case swift

    /// Whether the output is a directory rather than one file.
    public var isDirectory: Bool { self == .xcassets }

    /// The tokens of `themes` in this form.
    public func export(_ themes: [Theme]) -> ExportDocument {
        export(themes.map(TokenSet.init))
    }

    /// The tokens of `sets` in this form, one top-level group per set.
    public func export(_ sets: [TokenSet]) -> ExportDocument {
        switch self {
        case .dtcg: .file(DTCGWriter.document(sets))
        case .xcassets: .directory(AssetCatalogWriter.files(sets))
        case .css: .file(CSSWriter.document(sets))
        case .swift: .file(SwiftSourceWriter.document(sets))
        }
    }
}

/// What an export produces: one file's text, one binary file (a PNG), or a directory's files by
/// relative path.
public enum ExportDocument: Equatable, Sendable {
    case file(String)
    case bytes([UInt8])
    case directory([String: String])
}
