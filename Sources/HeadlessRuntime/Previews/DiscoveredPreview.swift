import HeadlessSwiftUI

/// A preview found in the running program: a `#Preview` (through the `PreviewRegistry` type its
/// expansion declares) or one view of a `PreviewProvider`'s previews, with where it is written.
public struct DiscoveredPreview {
    /// The file as `#fileID` spells it: `"WorkoutKit/WorkoutRow.swift"`.
    public let fileID: String
    /// The line of the `#Preview`, from 1.
    public let line: Int
    /// The column of the `#Preview`, from 1.
    public let column: Int
    let registry: any PreviewRegistry.Type

    /// The module, the part of `fileID` before its `/`.
    public var module: String { String(fileID.prefix { $0 != "/" }) }

    /// Every `#Preview` of the loaded images, in order of file, line and column (the order of the
    /// review whatever the order in which the linker laid them out).
    ///
    /// ```swift
    /// for preview in DiscoveredPreview.all() where preview.module == "WorkoutKit" {
    ///     print(preview.fileID, preview.line)
    /// }
    /// ```
    public static func all() -> [DiscoveredPreview] {
        TypeDescriptors.types(named: "PreviewRegistryfMu_")
            .compactMap { $0 as? any PreviewRegistry.Type }
            .map { DiscoveredPreview(fileID: $0.fileID, line: $0.line, column: $0.column, registry: $0) }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// Makes the preview: its name, traits and view. Throws what the preview throws.
    @MainActor public func make() throws -> MadePreview {
        MadePreview(try registry.makePreview())
    }
}
