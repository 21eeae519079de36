/// A type that `#Preview` declares for each preview (Apple: DeveloperToolsSupport's
/// `PreviewRegistry`): where the preview is written and how to make it. A review finds these
/// types in the running program; an app never writes one itself.
public protocol PreviewRegistry {
    /// The module and file of the `#Preview`, as `#fileID` reads: `"WorkoutKit/WorkoutRow.swift"`.
    static var fileID: String { get }
    /// The line of the `#Preview`, from 1.
    static var line: Int { get }
    /// The column of the `#Preview`, from 1.
    static var column: Int { get }
    /// Makes the preview; a preview that cannot be made throws (`PreviewUnavailable`, for one).
    @MainActor static func makePreview() throws -> Preview
}

/// The error a preview throws when it cannot be shown (Apple: `PreviewUnavailable`).
public struct PreviewUnavailable: Error {
    /// The error.
    public init() {}
}
