#if os(Linux)
    import Foundation
    import HeadlessLayout
    import HeadlessRuntime
    import ImageEncoding
    import LayoutCheck
    import Renderer
    import SwiftUICorpus

    /// A duration in milliseconds.
    func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }

    /// Median wall time of `runs` calls, in milliseconds.
    @MainActor
    func medianMilliseconds(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs { times.append(milliseconds(try clock.measure(body))) }
        return times.sorted()[runs / 2]
    }

    /// The process's peak resident memory (VmHWM), in MB.
    func peakMemoryMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return .nan }
        return kilobytes / 1024
    }

    /// Issue 7's figures: a full iPhone 16 frame at 3x to pixels, its PNG encoding, and a 1.2 s
    /// animation at 60 fps rendered and encoded.
    @MainActor
    func runRenderBenchmarks() throws {
        let renderer = try Renderer()
        let settings = RenderSettings(device: .iPhone16, scale: 3, time: 1)
        let host = renderer.host(DashboardSnippet(), settings: settings)
        _ = try renderer.render(host, settings: settings)
        let before = peakMemoryMegabytes()
        var frame: PixelImage?
        let render = try medianMilliseconds(9) { frame = try renderer.render(host, settings: settings) }
        print(
            "render, iPhone 16 at 3x (1179×2556), gradient + 4 glass cards + cascade title: \(rounded(render)) ms to pixels (median of 9)")
        guard let frame else { return }
        var bytes: [UInt8] = []
        let encode = try medianMilliseconds(5) { bytes = try PNGEncoder.encode(frame) }
        print("PNG encoding of that frame: \(rounded(encode)) ms, \(bytes.count / 1024) KB (median of 5)")
        print("peak resident memory: \(rounded(peakMemoryMegabytes())) MB (\(rounded(before)) MB before the timed frames)")
        let clock = ContinuousClock()
        let animation = try clock.measure {
            var writer = try APNGWriter(framesPerSecond: 60)
            try renderer.animate(DashboardSnippet(), settings: settings, from: 0, to: 1.2, framesPerSecond: 60) { try writer.append($0) }
            _ = try writer.finish()
        }
        let seconds = Double(animation.components.seconds) + Double(animation.components.attoseconds) * 1e-18
        print("animation, 1.2 s at 60 fps (73 frames at 3x) rendered and encoded as APNG: \(rounded(seconds * 1e3) / 1e3) s")
        print("peak resident memory after the animation: \(rounded(peakMemoryMegabytes())) MB")
        try runPictureBenchmark(renderer)
    }

    /// Issue #39's unit of a review: one picture as the gallery and a preview review make it, a
    /// screen hosted, drawn on an iPhone 16 at 2x, encoded as PNG and its layout checked. Printed
    /// whole and by phase (medians of 31), with the fastest run and the processor time: this
    /// machine shares its cores, and the fastest run and the processor time are the figures least
    /// moved by a neighbour's load.
    @MainActor
    func runPictureBenchmark(_ renderer: Renderer) throws {
        let settings = RenderSettings(device: .iPhone16, scale: 2, time: 2)
        let checker = LayoutChecker(measurer: renderer.measurer)
        let clock = ContinuousClock()
        var phases: [String: [Double]] = [:]
        /// `body`'s result, its wall time added to `phase`.
        func timed<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
            let start = clock.now
            let result = try body()
            phases[phase, default: []].append(milliseconds(start.duration(to: clock.now)))
            return result
        }
        let runs = 31
        var findings = 0
        var processorTimes: [Double] = []
        for _ in 0..<runs {
            let processorStart = processorMilliseconds()
            let host = timed("host") { renderer.host(DashboardSnippet(), settings: settings) }
            let image = try timed("render") { try renderer.render(host, settings: settings) }
            _ = try timed("PNG") { try PNGEncoder.encode(image) }
            findings = timed("check") { checker.check(host, on: settings.device).count }
            processorTimes.append(processorMilliseconds() - processorStart)
        }
        let order = ["host", "render", "PNG", "check"]
        let totals = (0..<runs).map { run in order.reduce(0) { $0 + phases[$1]![run] } }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(
            "one review picture (host, render at 2x, PNG, layout check; \(findings) findings): \(rounded(median(totals))) ms, fastest \(rounded(totals.min()!)) ms (median of \(runs); the issue's target is half the gallery's 22–25 s / 289 = 80 ms)"
        )
        print("  by phase (medians): " + order.map { "\($0) \(rounded(median(phases[$0]!))) ms" }.joined(separator: ", "))
        print("  processor time (user and kernel, median): \(rounded(median(processorTimes))) ms a picture")
    }

    func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// The processor time this process has used so far (every thread, user and kernel), in
    /// milliseconds: unlike wall time, not stretched while a neighbour on the machine runs.
    func processorMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }
#endif
