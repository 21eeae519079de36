/// `--only`'s filter: the pictures whose path contains the text, or any of several texts
/// separated by commas (gallery paths hold no commas). Empty or absent: every picture.
///
/// ```swift
/// PictureFilter("languages/rep-counter-ar,languages/chat-de-ax5").matches("languages/chat-de-ax5.png")  // true
/// ```
public struct PictureFilter: Sendable, Equatable {
    /// The texts a path may contain; empty for every picture.
    public let parts: [String]

    /// The filter `text` spells.
    public init(_ text: String?) {
        parts = (text ?? "").split(separator: ",").map(String.init).filter { !$0.isEmpty }
    }

    /// Whether the picture at `path` is kept.
    public func matches(_ path: String) -> Bool {
        parts.isEmpty || parts.contains { path.contains($0) }
    }
}
