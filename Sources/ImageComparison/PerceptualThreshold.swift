/// When two pictures count as the same: at most `allowedFraction` of their pixels may differ by
/// more than `tolerance` (ΔE_OK, composited over white). The snapshot tests and the gallery's
/// comparison with a baseline (`airfit gallery --baseline`) use the same threshold.
public struct PerceptualThreshold: Equatable, Sendable {
    /// The ΔE_OK above which two pixels differ; 0.02 is about a just-noticeable difference.
    public let tolerance: Double
    /// The share of pixels, 0…1, that may differ.
    public let allowedFraction: Double

    /// A threshold.
    ///
    /// - Parameters:
    ///   - tolerance: The ΔE_OK above which two pixels differ.
    ///   - allowedFraction: The share of pixels, 0…1, that may differ.
    public init(tolerance: Double, allowedFraction: Double) {
        self.tolerance = tolerance
        self.allowedFraction = allowedFraction
    }

    /// The snapshot tests' threshold: ΔE_OK 0.02 in at most 0.1% of the pixels.
    public static let snapshot = PerceptualThreshold(tolerance: 0.02, allowedFraction: 0.001)

    /// The threshold in words, with its numbers.
    public var description: String {
        let percent = (allowedFraction * 1_000).rounded() / 10
        return "differences over ΔE_OK \(tolerance) in more than \(percent)% of the pixels"
    }
}
