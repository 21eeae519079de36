import ArgumentParser
import Foundation
import GalleryReview
import HeadlessRuntime
import Raster
import TokenExport

#if canImport(Glibc)
    import Glibc
#endif

/// A team's review of its own previews: every `#Preview` and `PreviewProvider` of the modules its
/// configuration names, in every variant the configuration asks for, into the gallery's review
/// page. The program it runs in is the team's: an executable target that depends on the modules
/// with previews and on `AirFitPreviewReview`, with one line of code.
///
/// ```swift
/// // Sources/ProfileScreenReview/main.swift
/// import AirFitPreviewReview
///
/// await PreviewReviewCommand.review()
/// ```
///
/// ```sh
/// swift run ProfileScreenReview --config airfit-review.json --output review --jobs 2
/// swift run ProfileScreenReview --shard 2/8 --output shard-2     # one job of a CI matrix
/// swift run ProfileScreenReview --merge shard-1 … shard-8 --output review --baseline main-review --fail-on-change
/// ```
///
/// Exit status: 0 when every picture was drawn (and, with `--fail-on-change`, nothing changed);
/// 1 when a preview could not be drawn or something changed; 64 for a bad option or configuration.
public struct PreviewReviewCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Draw every preview of your modules in every variant into a review page (index.html).",
        discussion: """
            Each preview is drawn in a worker process: one that traps, throws or never settles is reported by its file and line, \
            and the others are drawn. The folder is written whole or not at all; the same inputs write the same bytes, \
            sharded or not.
            """
    )

    @Option(help: "The review's configuration (devices, schemes, sizes, locales, pseudo-languages, display settings).")
    var config = "airfit-review.json"

    @Option(help: "The folder to write (replaced whole): the review page, or with --shard i/n (n > 1) the shard's pictures.")
    var output = "preview-review"

    @Option(help: "An earlier review folder to compare with: the page lists what changed, with pictures.")
    var baseline: String?

    @Flag(help: "Exit 1 when anything changed since --baseline (for CI).")
    var failOnChange = false

    @Option(help: "Only the pictures whose path contains this text, or one of several separated by commas.")
    var only: String?

    @Option(help: "Draw only this part of the pictures, i/n (for a CI matrix); merge the parts with --merge.")
    var shard = "1/1"

    @Option(help: "How many worker processes draw at once on this machine.")
    var jobs = 2

    @Option(parsing: .upToNextOption, help: "Shard folders to join into one review page (every shard of one run).")
    var merge: [String] = []

    @Option(help: .hidden) var workerJobs: String?
    @Option(help: .hidden) var workerOutput: String?

    public init() {}

    /// Parses the program's arguments and runs the review, exiting with its status: the one line
    /// of a team's review program (argument parser's `main()` cannot start an asynchronous root
    /// command from a `main.swift` on Linux).
    @MainActor
    public static func review() async {
        // The coordinator and every worker draw or compare many pictures: keep their buffers (D224).
        FrameMemory.keepFreedBuffers()
        do {
            let parsed = try parseAsRoot()
            guard let command = parsed as? PreviewReviewCommand else {
                var other = parsed
                try other.run()
                return
            }
            try await command.run()
        } catch {
            exit(withError: error)
        }
    }

    public func validate() throws {
        guard workerJobs == nil else { return }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) must be from 1 to 64") }
        do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.description) }
        if failOnChange && baseline == nil { throw ValidationError("--fail-on-change needs --baseline DIR: the review to compare with") }
        if !merge.isEmpty && shard != "1/1" { throw ValidationError("--merge joins shards; it takes no --shard") }
        let parent = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--output \(output): its folder \(parent) does not exist")
        }
    }

    @MainActor
    public func run() async throws {
        if let workerJobs, let workerOutput {
            try await ReviewWorker.run(config: config, jobs: workerJobs, output: workerOutput)
            return
        }
        Interruption.install()
        let command = "swift run " + URL(fileURLWithPath: CommandLine.arguments.first ?? "review").lastPathComponent
        let earlier: GalleryBaseline?
        do {
            earlier = try baseline.map { try GalleryBaseline(path: $0).restricted(to: only) }
        } catch let error as GalleryBaselineError {
            throw ValidationError(error.description)
        }
        if let shard = try? Shard(parsing: shard), shard.count > 1,
            let other = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).first(where: {
                $0.hasPrefix("review-shard-") && $0 != ShardRecord.fileName(shard)
            })
        {
            throw ReviewError("\(output) holds another shard (\(other)); give shard \(shard) a folder of its own")
        }
        let lock = try OutputLock(output)
        defer { lock.release() }
        let result: (files: [String: [UInt8]], changes: ChangeReport?, failed: [PictureRecord], drawn: Int)
        if merge.isEmpty {
            result = try draw(command: command, baseline: earlier)
        } else {
            result = try ReviewMerge.merge(merge, baseline: earlier, command: command)
        }
        do {
            try AtomicOutput.writeFolder(result.files, to: output)
        } catch {
            throw ReviewError("could not write the review to \(output): \(error.reason)")
        }
        print("review: \(result.drawn) pictures drawn, \(result.failed.count) not drawn, in \(output)/")
        for record in result.failed { print("  not drawn: \(record.path): \(record.failure ?? "")") }
        var failing = !result.failed.isEmpty
        if let changes = result.changes {
            print("changes since \(changes.baseline): \(changes.summary) (changed: \(changes.threshold.description))")
            for change in changes.pictures { print("  \(change.status.rawValue) \(change.path): \(change.detail)") }
            failing = failing || (failOnChange && changes.hasChanges)
        }
        if failing { throw ExitCode(1) }
    }

    /// Draws this run's share of the plan in worker processes: the review's files, or a shard's.
    @MainActor
    func draw(command: String, baseline: GalleryBaseline?) throws -> (
        files: [String: [UInt8]], changes: ChangeReport?, failed: [PictureRecord], drawn: Int
    ) {
        let shard = try Shard(parsing: shard)
        let configuration: ReviewConfiguration
        do { configuration = try ReviewConfiguration.load(path: config) } catch { throw ValidationError(error.description) }
        let previews = try ReviewWorker.previews(configuration)
        let plan = ReviewPlan(configuration: configuration, previews: previews)
        let filter = PictureFilter(only)
        let jobs = plan.jobs(shard: shard).filter { filter.matches(plan.path(of: $0)) }
        guard !jobs.isEmpty || shard.count > 1 else { throw ValidationError("--only \(only ?? ""): no picture of the review matches") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pool = WorkerPool(arguments: ["--config", config], folder: scratch, timeout: configuration.timeout)
        let failures = pool.run(jobs.map(\.index), processes: jobs.count == 0 ? 1 : self.jobs)
        var records: [PictureRecord] = []
        var pictures: [String: [UInt8]] = [:]
        for job in jobs {
            if let failure = failures[job.index] {
                var record = PictureRecord(index: job.index, path: plan.path(of: job))
                record.failure = failure
                records.append(record)
                continue
            }
            let (record, files) = try WorkerProtocol.read(job.index, in: scratch)
            records.append(record)
            pictures.merge(files) { new, _ in new }
        }
        let failed = records.filter { $0.failure != nil }
        let previewNames = plan.entries.map(\.location)
        let variants = plan.variants.map(\.caption)
        if shard.count > 1 {
            var files = pictures
            files[ShardRecord.fileName(shard)] = try ShardRecord(
                shard: shard, plan: plan.jobs.map { plan.path(of: $0) }, previews: previewNames, variants: variants,
                pictures: records
            ).json()
            return (files, nil, failed, records.count - failed.count)
        }
        let assembled = try ReviewAssembly.files(
            records: records, pictures: pictures, previews: previewNames, variants: variants, baseline: baseline, command: command)
        return (assembled.files, assembled.changes, failed, records.count - failed.count)
    }
}
