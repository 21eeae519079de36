import ImageComparison
import ImageEncoding

/// Compares one picture, still or animated, with its baseline, frame by frame.
enum PictureComparer {
    /// The change (nil when the picture looks the same) and the files it adds to the gallery: the
    /// baseline's picture and a picture of the difference.
    struct Outcome {
        var change: PictureChange?
        var files: [String: [UInt8]] = [:]
    }

    static func beforePath(_ path: String) -> String { "changes/before/" + path }
    static func differencePath(_ path: String) -> String { "changes/difference/" + path }

    /// "1 frame", "3 frames".
    static func frameCount(_ count: Int) -> String { count == 1 ? "1 frame" : "\(count) frames" }

    static func compare(path: String, before: [UInt8], after: [UInt8], threshold: PerceptualThreshold) -> Outcome {
        guard before != after else { return Outcome() }
        let afterFrames: [PixelImage]
        do {
            afterFrames = try APNGDecoder.frames(after)
        } catch {
            return unreadable(path, before: before, "the new picture cannot be decoded: \(error.description)")
        }
        // The baseline's frames are read one at a time, so memory holds one animation, not two.
        var index = 0
        var changedFrames = 0
        var sizeChange: String?
        var worst: (diff: ImageDiff, frame: Int, before: PixelImage)?
        // An animation's difference is an animation too, frame by frame, playing beside before and after.
        var differences = afterFrames.count > 1 ? try? APNGWriter(framesPerSecond: framesPerSecond(of: after)) : nil
        do {
            try APNGDecoder.forEachFrame(before) { frame in
                defer { index += 1 }
                guard index < afterFrames.count else { return }
                let now = afterFrames[index]
                guard frame.width == now.width, frame.height == now.height else {
                    sizeChange = sizeChange ?? "was \(frame.width) × \(frame.height) px, is \(now.width) × \(now.height) px"
                    changedFrames += 1
                    differences = nil
                    return
                }
                let diff = ImageDiff(frame, now, tolerance: threshold.tolerance)
                if diff.exceeds(threshold) { changedFrames += 1 }
                if diff.differingFraction > worst?.diff.differingFraction ?? 0 { worst = (diff, index, frame) }
                if differences != nil, let picture = ImageDiff.picture(frame, now, tolerance: threshold.tolerance) {
                    if (try? differences?.append(picture)) == nil { differences = nil }
                }
            }
        } catch {
            return unreadable(path, before: before, "the baseline's picture cannot be decoded: \(error.description)")
        }
        let frameCounts = PictureChange.Frames(before: index, after: afterFrames.count, changed: changedFrames)
        let animated = index > 1 || afterFrames.count > 1
        guard changedFrames > 0 || index != afterFrames.count else { return Outcome() }

        var parts: [String] = []
        if let sizeChange { parts.append(sizeChange) }
        if index != afterFrames.count { parts.append("had \(frameCount(index)), has \(frameCount(afterFrames.count))") }
        var outcome = Outcome()
        outcome.files[beforePath(path)] = before
        var differencePath: String?
        if let worst, worst.diff.exceeds(threshold) {
            let share = percent(worst.diff.differingFraction)
            var sentence = animated ? "\(changedFrames) of \(min(index, afterFrames.count)) frames changed, at most " : ""
            sentence += "\(share) of the pixels"
            if animated { sentence += " (frame \(worst.frame + 1))" }
            if let region = worst.diff.largestRegion {
                sentence += "; largest changed region \(region.width) × \(region.height) px at (\(region.x), \(region.y))"
            }
            parts.append(sentence)
            if index == afterFrames.count, let animation = try? differences?.finish() {
                differencePath = Self.differencePath(path)
                outcome.files[differencePath!] = animation
            } else if let picture = ImageDiff.picture(worst.before, afterFrames[worst.frame], tolerance: threshold.tolerance),
                let bytes = try? PNGEncoder.encode(picture)
            {
                differencePath = Self.differencePath(path)
                outcome.files[differencePath!] = bytes
            }
        }
        outcome.change = PictureChange(
            path: path, status: .changed,
            changedShare: worst.map(\.diff.differingFraction), largestRegion: worst?.diff.largestRegion.map(PictureChange.Region.init),
            frames: animated ? frameCounts : nil, detail: parts.joined(separator: "; "), before: beforePath(path),
            difference: differencePath)
        return outcome
    }

    /// The frame rate of an animated PNG, from its first frame's delay (`fcTL`); 30 when it has none.
    static func framesPerSecond(of bytes: [UInt8]) -> Int {
        guard let control = try? PNGChunks.parse(bytes).first(where: { $0.type == "fcTL" }), control.data.count >= 24 else { return 30 }
        let numerator = Int(control.data[20]) << 8 | Int(control.data[21])
        let denominator = Int(control.data[22]) << 8 | Int(control.data[23])
        guard numerator > 0 else { return 30 }
        return max(1, min(240, ((denominator == 0 ? 100 : denominator) + numerator / 2) / numerator))
    }

    static func unreadable(_ path: String, before: [UInt8]?, _ reason: String) -> Outcome {
        Outcome(
            change: PictureChange(
                path: path, status: .unreadable, changedShare: nil, largestRegion: nil, frames: nil, detail: reason, before: nil,
                difference: nil))
    }

    /// A share as a percentage with two significant decimals ("0.42%").
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        let rounded = value >= 10 ? (value * 10).rounded() / 10 : (value * 100).rounded() / 100
        return "\(rounded)%"
    }
}
