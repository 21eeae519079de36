// Layout throughput of the headless SwiftUI layer and the renderer's frame times; printed figures,
// never asserted.
// Run with `make bench` (release); `headless-benchmarks picture` runs only the per-picture figure.
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus

#if os(Linux)
    import Raster
    import Renderer
#endif

@MainActor
func measure(_ name: String, iterations: Int, _ body: () -> Int) {
    _ = body()
    let clock = ContinuousClock()
    var sink = 0
    let elapsed = clock.measure { for _ in 0..<iterations { sink &+= body() } }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print("\(name): \(((seconds / Double(iterations)) * 1e6).rounded() / 1e3) ms per layout (\(iterations) runs)")
    if sink == Int.min { print("unreachable") }
}

@MainActor
struct ManyRows: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<2_500) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Text("\(index * 3) kcal").padding(4)
                }
            }
        }
    }
}

#if os(Linux)
    // As `airfit` and a team's review program draw: freed buffers kept for the next picture (D224).
    FrameMemory.keepFreedBuffers()
    if CommandLine.arguments.dropFirst().first == "picture" {
        MainActor.assumeIsolated {
            do { try runPictureBenchmark(try Renderer()) } catch { print("picture benchmark failed: \(error)") }
        }
        exit(0)
    }
#endif

MainActor.assumeIsolated {
    let rows = ViewHost(ManyRows())
    print("nodes laid out in the row tree: \(rows.layout(on: .iPhone16Pro).frames.count)")
    measure("layout, 2,500 rows (12,502 nodes)", iterations: 5) { rows.layout(on: .iPhone16Pro).frames.count }
    let dashboard = ViewHost(SampleScreen())
    measure("layout, dashboard-like sample screen", iterations: 2_000) { dashboard.layout(on: .iPhone16Pro).frames.count }
}

MainActor.assumeIsolated {
    do {
        let dashboard = ViewHost(DashboardSnippet())
        measure("display list, benchmark dashboard at t = 0.15 s", iterations: 500) {
            dashboard.displayList(on: .iPhone16, at: 0.15).count
        }
        runRasterBenchmarks()
        try runRenderBenchmarks()
    } catch {
        print("render benchmarks skipped: \(error)")
    }
}
