import Dispatch
import Foundation
import ImageComparison

/// Compares a new gallery, still in memory, with a baseline folder: `airfit gallery --baseline`.
public enum GalleryComparison {
    /// Whether a gallery file is one of its pictures: a PNG or animated PNG, not a contact sheet
    /// (`-frames.png`, drawn from its animation, which is compared frame by frame) and not one of
    /// the comparison's own files (`changes/`).
    public static func isPicture(_ path: String) -> Bool {
        path.hasSuffix(".png") && !path.hasSuffix("-frames.png") && !path.hasPrefix("changes/")
    }

    /// What changed between `baseline` and the gallery `files` (paths relative to the gallery
    /// folder), and the files the comparison adds to the gallery: `changes.json`, each changed or
    /// removed picture's baseline under `changes/before/`, and a picture of each difference under
    /// `changes/difference/`.
    ///
    /// - Parameters:
    ///   - files: The new gallery's files.
    ///   - baseline: The earlier gallery.
    ///   - threshold: What counts as a change; the snapshot tests' threshold by default.
    ///   - pageOrder: The pictures in the order the review page shows them; the report lists each
    ///     status's pictures in that order (the rest by path).
    /// - Returns: The report and the files to add.
    public static func compare(
        _ files: [String: [UInt8]], with baseline: GalleryBaseline, threshold: PerceptualThreshold = .snapshot,
        pageOrder: [String] = []
    ) throws -> (report: ChangeReport, files: [String: [UInt8]]) {
        let new = files.keys.filter(isPicture).sorted()
        let old = Set(baseline.pictures)
        let both = new.filter(old.contains)
        // Pictures are compared on every core; results are gathered by index, so their order (and
        // the report's bytes) do not depend on which finished first.
        let outcomes = UnsafeOutcomes(count: both.count)
        DispatchQueue.concurrentPerform(iterations: both.count) { index in
            let path = both[index]
            let outcome: PictureComparer.Outcome
            switch baseline.bytes(of: path) {
            case .success(let before):
                outcome = PictureComparer.compare(path: path, before: before, after: files[path]!, threshold: threshold)
            case .failure(let error):
                outcome = PictureComparer.unreadable(path, before: nil, "the baseline's file: \(error.description)")
            }
            outcomes.set(index, outcome)
        }
        var pictures: [PictureChange] = []
        var unchanged: [String] = []
        var added: [String: [UInt8]] = [:]
        for (path, outcome) in zip(both, outcomes.values) {
            if let change = outcome.change { pictures.append(change) } else { unchanged.append(path) }
            added.merge(outcome.files) { first, _ in first }
        }
        for path in new where !old.contains(path) {
            pictures.append(
                PictureChange(
                    path: path, status: .added, changedShare: nil, largestRegion: nil, frames: nil, detail: "new since the baseline",
                    before: nil, difference: nil))
        }
        for path in baseline.pictures where files[path] == nil {
            var before: String?
            if case .success(let bytes) = baseline.bytes(of: path) {
                before = PictureComparer.beforePath(path)
                added[before!] = bytes
            }
            pictures.append(
                PictureChange(
                    path: path, status: .removed, changedShare: nil, largestRegion: nil, frames: nil,
                    detail: "in the baseline, no longer drawn", before: before, difference: nil))
        }
        let report = ChangeReport(
            baseline: baseline.path, threshold: threshold, pictures: pictures, unchanged: unchanged, pageOrder: pageOrder)
        added["changes.json"] = try report.json()
        return (report, added)
    }
}

/// Results written by index from concurrent work; each index is written once, read after all are done.
private final class UnsafeOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [PictureComparer.Outcome?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ outcome: PictureComparer.Outcome) {
        lock.withLock { storage[index] = outcome }
    }

    var values: [PictureComparer.Outcome] { lock.withLock { storage.map { $0! } } }
}
