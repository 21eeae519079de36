import ImageEncoding

/// What happened to one picture of the gallery since the baseline.
public struct PictureChange: Codable, Equatable, Sendable {
    /// How the picture stands.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// It looks different: over the threshold in at least one frame, or another size or frame count.
        case changed
        /// New since the baseline.
        case added
        /// In the baseline, no longer drawn.
        case removed
        /// Its baseline file could not be read as a PNG (the reason is in `detail`).
        case unreadable
    }

    /// A rectangle of pixels.
    public struct Region: Codable, Equatable, Sendable {
        public let x, y, width, height: Int

        init(_ region: PixelRegion) {
            (x, y, width, height) = (region.x, region.y, region.width, region.height)
        }
    }

    /// How many frames an animation had before and has now, and in how many they differ.
    public struct Frames: Codable, Equatable, Sendable {
        public let before, after, changed: Int

        /// Frame counts.
        ///
        /// - Parameters:
        ///   - before: The baseline's frames.
        ///   - after: The new picture's frames.
        ///   - changed: The frames, of those both have, that changed.
        public init(before: Int, after: Int, changed: Int) {
            (self.before, self.after, self.changed) = (before, after, changed)
        }
    }

    /// The picture's path in the gallery (`screens/today-liquid-dark.png`).
    public let path: String
    public let status: Status
    /// The share of its pixels that changed, 0…1 (for an animation, in its most changed frame).
    public let changedShare: Double?
    /// The largest connected region of changed pixels (for an animation, in its most changed frame).
    public let largestRegion: Region?
    /// For an animation: its frames before and after.
    public let frames: Frames?
    /// One sentence, with the numbers.
    public let detail: String
    /// The baseline's picture, copied into the new gallery (`changes/before/...`).
    public let before: String?
    /// The picture of the difference: changed pixels in magenta over the faded baseline
    /// (`changes/difference/...`); for an animation, of its most changed frame.
    public let difference: String?
}
