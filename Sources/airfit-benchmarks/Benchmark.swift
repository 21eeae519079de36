/// A named piece of work timed over a number of iterations; figures are printed, never asserted.
struct Benchmark: Sendable {
    let name: String
    let unit: String
    let iterations: Int
    let body: @Sendable (Int) -> Double

    /// Runs the body once to warm up, then times it, printing iterations per second.
    func run() {
        _ = body(max(iterations / 100, 1))
        let clock = ContinuousClock()
        var sink = 0.0
        let elapsed = clock.measure { sink = body(iterations) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = Double(iterations) / seconds
        let figure = rate >= 1e6 ? "\(rounded(rate / 1e6)) M" : rate >= 1e3 ? "\(rounded(rate / 1e3)) k" : "\(rounded(rate))"
        print("\(name): \(figure)\(unit)/s (\(iterations) in \(rounded(seconds * 1000)) ms)\(sink.isNaN ? " NaN" : "")")
    }

    private func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
