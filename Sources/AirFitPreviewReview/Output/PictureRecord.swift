/// What the review knows about one picture once it is drawn, or why it is not.
///
/// ```swift
/// record.failure   // "trapped (signal 4): Fatal error: no profile"
/// record.voiceOver // ["Ada Lovelace, header", "Edit, button"]
/// ```
public struct PictureRecord: Codable, Equatable, Sendable {
    /// One finding of the layout check.
    public struct Finding: Codable, Equatable, Sendable {
        public let kind: String
        public let detail: String

        public init(kind: String, detail: String) {
            self.kind = kind
            self.detail = detail
        }
    }

    /// The picture's number in the review.
    public let index: Int
    /// Its file in the review folder.
    public let path: String
    /// The preview's name (`#Preview("Dark")`), when it has one and could be made.
    public var name: String?
    /// What VoiceOver reads, in order.
    public var voiceOver: [String] = []
    /// What the layout check found; nil when the picture was not drawn.
    public var findings: [Finding]?
    /// Its size in pixels.
    public var width = 0
    public var height = 0
    /// The accessibility picture drawn with it (a preview's first variant), if any.
    public var accessibilityPicture: String?
    /// Why it was not drawn: the preview threw, trapped or never settled.
    public var failure: String?

    public init(index: Int, path: String) {
        self.index = index
        self.path = path
    }
}
