/// Printed throughput figures for the README and the issue notes; run with `make bench` (release).
@main
enum BenchmarkMain {
    static func main() {
        #if DEBUG
            print("note: a debug build; run `make bench` for release figures")
        #endif
        for benchmark in MotionBenchmarks.all + AuditBenchmark.all {
            benchmark.run()
        }
    }
}
