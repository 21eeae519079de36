import HeadlessSwiftUI

/// A preview found in the running program: a `#Preview` (through the `PreviewRegistry` type its
/// expansion declares) or a `PreviewProvider`, with where it is written.
public struct DiscoveredPreview {
    /// The file as `#fileID` spells it: `"WorkoutKit/WorkoutRow.swift"`. A `PreviewProvider`'s
    /// file is not recorded in the program: its module and type, `"WorkoutKit/RowPreviews"`.
    public let fileID: String
    /// The line of the `#Preview`, from 1; 0 for a `PreviewProvider`.
    public let line: Int
    /// The column of the `#Preview`, from 1; 0 for a `PreviewProvider`.
    public let column: Int
    private let source: Source

    private enum Source {
        case registry(any PreviewRegistry.Type)
        case provider(any PreviewProvider.Type)
    }

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
        registries(TypeDescriptors.types { $0.name.hasSuffix(registrySuffix) })
    }

    /// Every preview of `module`: its `#Preview`s, then its `PreviewProvider`s by type name, from
    /// one walk of the module's types (a `#Preview`'s type is declared in the module it is written in).
    ///
    /// ```swift
    /// let previews = DiscoveredPreview.all(in: "WorkoutKit")
    /// ```
    public static func all(in module: String) -> [DiscoveredPreview] {
        let types = TypeDescriptors.types { $0.module == module }
        let providers = types.compactMap { $0 as? any PreviewProvider.Type }
            .map { DiscoveredPreview(fileID: "\(module)/\($0)", line: 0, column: 0, source: .provider($0)) }
            .sorted { $0.fileID < $1.fileID }
        return registries(types).filter { $0.module == module } + providers
    }

    /// The suffix of every type `#Preview` declares: its unique name ends in `15PreviewRegistryfMu_`.
    private static let registrySuffix = "PreviewRegistryfMu_"

    /// The `PreviewRegistry` types among `types`, in order of file, line and column.
    private static func registries(_ types: [Any.Type]) -> [DiscoveredPreview] {
        types.compactMap { $0 as? any PreviewRegistry.Type }
            .map { DiscoveredPreview(fileID: $0.fileID, line: $0.line, column: $0.column, source: .registry($0)) }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// Makes the preview: its name, traits and view. Throws what the preview throws.
    @MainActor public func make() throws -> MadePreview {
        switch source {
        case let .registry(registry): MadePreview(try registry.makePreview())
        case let .provider(provider): MadePreview(provider: provider)
        }
    }
}
