import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// A `ProgressView` with no value spins (Apple: "the progress view is indeterminate" and the
/// default style is circular); one with a value is a bar. The spinner is UIKit's
/// `UIActivityIndicatorView` of iOS 13 and later: eight spokes 45° apart, fading one tenth a
/// spoke round the turn.
@MainActor
struct ProgressSpinnerTests {
    func spokes(_ view: some View) -> [DisplayItem] {
        ViewHost(view).displayList(on: .iPhone16).filter { item in
            if case .shape = item.content { item.frame.size == CGSize(width: 2.5, height: 6) } else { false }
        }
    }

    @Test func eightSpokesFadeRoundTheTurn() throws {
        let drawn = spokes(ProgressView())
        #expect(drawn.count == 8)
        let opacities = drawn.map(\.opacity).sorted(by: >)
        for (index, opacity) in opacities.enumerated() {
            #expect(abs(opacity - (1 - Double(index) * 0.1)) < 1e-9, "spoke \(index)")
        }
        // Each spoke turned 45° more than the one before, about the spinner's centre: the spoke's
        // outer end points away from the centre at its angle.
        let brightest = try #require(drawn.max { $0.opacity < $1.opacity })
        let second = try #require(drawn.first { abs($0.opacity - 0.9) < 1e-9 })
        func angle(_ item: DisplayItem) -> Double {
            let end = item.transform.apply(CGPoint(x: item.frame.midX, y: item.frame.minY))
            let centre = item.transform.apply(CGPoint(x: item.frame.midX, y: item.frame.maxY + 4))
            return atan2(Double(end.x - centre.x), Double(centre.y - end.y)) * 180 / .pi
        }
        #expect(abs(angle(brightest)) < 1e-6)
        #expect(abs(angle(second) - 45) < 1e-6)
    }

    @Test func aValueDrawsABarNotASpinner() {
        #expect(spokes(ProgressView(value: 0.3)).isEmpty)
        #expect(spokes(ProgressView(value: nil as Double?)).count == 8)
        // The automatic style named: a bar with a value, a spinner without.
        #expect(spokes(ProgressView(value: 0.3).progressViewStyle(.automatic)).isEmpty)
        #expect(spokes(ProgressView().progressViewStyle(.automatic)).count == 8)
    }
}
