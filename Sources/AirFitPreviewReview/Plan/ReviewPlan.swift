import HeadlessRuntime

/// Every picture of a review: each preview of the configured modules in each variant, numbered
/// in one order (preview by file and line, then variant in the configuration's order), and the
/// share of them a shard draws.
///
/// ```swift
/// let plan = ReviewPlan(configuration: configuration, previews: DiscoveredPreview.all(in: "ProfileScreen"))
/// let mine = plan.jobs(shard: Shard(index: 2, count: 4))
/// ```
public struct ReviewPlan: Sendable {
    /// One preview as the plan knows it before it is run: where it is written.
    public struct Entry: Hashable, Sendable {
        public let fileID: String
        public let line: Int
        public let column: Int

        public init(fileID: String, line: Int, column: Int) {
            self.fileID = fileID
            self.line = line
            self.column = column
        }

        /// Its folder of pictures: the file's name without its extension, and the line
        /// (`ProfileScreen-42`); a `PreviewProvider`, its type's name.
        public var key: String {
            let file = fileID.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? fileID
            let safe = String(file.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            return line > 0 ? "\(safe)-\(line)" : safe
        }

        /// Where it is written, for messages: `ProfileScreen/ProfileScreen.swift:42`.
        public var location: String { line > 0 ? "\(fileID):\(line)" : fileID }
    }

    /// One picture to draw.
    public struct Job: Hashable, Sendable {
        /// Its number in the whole review, from 0.
        public let index: Int
        /// The preview's number in `entries`.
        public let preview: Int
        /// The variant's number in `variants`.
        public let variant: Int
    }

    public let entries: [Entry]
    public let variants: [ReviewVariant]

    /// The plan of `previews` in `configuration`'s variants.
    public init(configuration: ReviewConfiguration, previews: [DiscoveredPreview]) {
        entries = previews.map { Entry(fileID: $0.fileID, line: $0.line, column: $0.column) }
        variants = ReviewVariant.all(configuration)
    }

    /// The plan of `entries` in `variants`.
    public init(entries: [Entry], variants: [ReviewVariant]) {
        self.entries = entries
        self.variants = variants
    }

    /// Every picture.
    public var jobs: [Job] {
        entries.indices.flatMap { preview in
            variants.indices.map { Job(index: preview * variants.count + $0, preview: preview, variant: $0) }
        }
    }

    /// The pictures `shard` draws. The pictures are counted variant by variant (every preview's
    /// first variant, then every second...), with the previews' count raised to the next number
    /// that shares no factor with the shards' (`stride`), and dealt round the shards. So the
    /// shards get the same number of pictures to within one or two, the previews' first variants
    /// (which also draw the accessibility pictures) go round the shards in turn, and each preview's
    /// variants are spread over as many shards as it has variants: one slow preview does not make
    /// one slow shard. (Every `count`-th picture in preview order gave every first variant to 4 of
    /// 32 shards with 40 variants; preview and variant numbers added gave every picture of a
    /// one-variant review to the first of 2 shards.)
    public func jobs(shard: Shard) -> [Job] {
        var stride = max(entries.count, 1)
        while Self.greatestCommonDivisor(stride, shard.count) != 1 { stride += 1 }
        return jobs.filter { ($0.variant * stride + $0.preview) % shard.count == shard.index - 1 }
    }

    static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }

    /// A picture's file in the review folder: `previews/ProfileScreen-42/iphone16-dark-large-en-us.png`.
    public func path(of job: Job) -> String {
        "previews/\(entries[job.preview].key)/\(variants[job.variant].name).png"
    }

    /// A preview's accessibility picture, drawn in its first variant.
    public func accessibilityPath(of preview: Int) -> String {
        "previews/\(entries[preview].key)/accessibility.png"
    }
}
