/// One of `count` parts of a review, numbered from 1 (`--shard 2/4`).
///
/// ```swift
/// try Shard(parsing: "2/4")  // Shard(index: 2, count: 4)
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// The most shards a review may be split into.
    public static let maximumCount = 1_024
    /// The whole review as one shard.
    public static let whole = Shard(index: 1, count: 1)

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The shard `text` names, `i/n` with 1 ≤ i ≤ n ≤ 1024.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError(description: "--shard \"\(text)\" must be i/n, such as 2/4")
        }
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else {
            throw ShardError(description: "--shard \(text): i must be from 1 to n, and n from 1 to \(Self.maximumCount)")
        }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }
}

/// A `--shard` that cannot be used.
public struct ShardError: Error, Equatable, CustomStringConvertible {
    public let description: String
}
