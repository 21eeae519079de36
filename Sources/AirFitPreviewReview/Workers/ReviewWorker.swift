import Foundation
import HeadlessRuntime

/// A worker process: draws the jobs it is given, in order, and reports each one as it is written
/// (`WorkerProtocol`). It plans from the same configuration as the review that started it, so
/// the numbers mean the same pictures.
@MainActor
enum ReviewWorker {
    static func run(config: String, jobs: String, output: String) async throws {
        let configuration = try ReviewConfiguration.load(path: config)
        let previews = try previews(configuration)
        let plan = ReviewPlan(configuration: configuration, previews: previews)
        let all = plan.jobs
        let renderer = try PreviewPictureRenderer(plan: plan, previews: previews, scale: configuration.scale)
        let folder = URL(fileURLWithPath: output)
        for text in jobs.split(separator: ",") {
            guard let index = Int(text), all.indices.contains(index) else {
                throw ReviewError("--worker-jobs: \(text) is not a picture of this review (0 to \(all.count - 1))")
            }
            let (record, files) = await renderer.draw(all[index])
            try WorkerProtocol.write(record, files: files, in: folder)
            FileHandle.standardOutput.write(Data((WorkerProtocol.marker + String(index) + "\n").utf8))
        }
    }

    /// The previews of the configured modules (every module with previews when it names none),
    /// or why there are none.
    static func previews(_ configuration: ReviewConfiguration) throws -> [DiscoveredPreview] {
        let found = Set(DiscoveredPreview.all().map(\.module)).sorted()
        let modules = configuration.modules.isEmpty ? found : configuration.modules
        var previews: [DiscoveredPreview] = []
        for module in modules {
            let inModule = DiscoveredPreview.all(in: module)
            guard !inModule.isEmpty else {
                throw ReviewError(
                    "module \(module) has no #Preview and no PreviewProvider in this program; "
                        + (found.isEmpty
                            ? "no module linked into it has any (does the review's target depend on the module?)"
                            : "the modules with previews are \(found.joined(separator: ", "))"))
            }
            previews += inModule
        }
        guard !previews.isEmpty else {
            throw ReviewError(
                "no #Preview and no PreviewProvider in this program: the review's target must depend on the modules with previews")
        }
        return previews
    }
}
