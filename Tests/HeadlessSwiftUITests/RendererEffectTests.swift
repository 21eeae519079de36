import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Renderer effects lay out as their content and animate their value as `animatableData`.
@MainActor
struct RendererEffectTests {
    /// The color matrix around the first item drawn under one at `time`.
    func matrix(_ host: ViewHost, at time: TimeInterval) -> [Double]? {
        host.displayList(on: .iPhone16, at: time).lazy.compactMap { item in
            item.groups.compactMap { if case let .colorMatrix(m) = $0.effect { m } else { nil } }.first
        }.first
    }

    /// Under `withAnimation(.linear(duration: 1))` the grayscale amount runs 0 → 1: at 0.5 s the
    /// red row keeps 0.2126 + 0.5 × 0.7874 of red.
    @Test func grayscaleAnimatesItsAmount() throws {
        let host = ViewHost(GrayscaleProbe())
        #expect(matrix(host, at: 0)?[0] == 1)
        try host.tap("Go")
        #expect(abs((matrix(host, at: 0.5)?[0] ?? 0) - (0.2126 + 0.5 * 0.7874)) < 1e-9)
        #expect(abs((matrix(host, at: 1)?[0] ?? 0) - 0.2126) < 1e-9)
    }

    /// `colorMultiply` scales each component by the color as it resolves where it stands: the
    /// system orange is UIKit's (255, 149, 0) in the light appearance and (255, 159, 10) in the dark
    /// one, its diagonal those components over 255, alpha 1.
    @Test func colorMultiplyResolvesItsColorInTheEnvironment() throws {
        let light = ViewHost(Color.white.frame(width: 50, height: 30).colorMultiply(.orange))
        let dark = ViewHost(
            Color.white.frame(width: 50, height: 30).colorMultiply(.orange),
            environment: {
                var e = EnvironmentValues()
                e.colorScheme = .dark
                return e
            }())
        let lightMatrix = try #require(matrix(light, at: 0))
        let darkMatrix = try #require(matrix(dark, at: 0))
        #expect([lightMatrix[0], lightMatrix[6], lightMatrix[12], lightMatrix[18]] == [1, 149.0 / 255, 0, 1])
        #expect(abs(darkMatrix[6] - 159.0 / 255) < 1e-9 && abs(darkMatrix[12] - 10.0 / 255) < 1e-9)
    }

    /// A renderer effect changes no frame: the square is where it is without it.
    @Test func itLaysOutAsItsContent() throws {
        let plain = ViewHost(Color.red.frame(width: 50, height: 30))
        let effected = ViewHost(Color.red.frame(width: 50, height: 30).brightness(0.2).grayscale(0.4))
        let a = plain.displayList(on: .iPhone16, at: 0).map(\.frame)
        let b = effected.displayList(on: .iPhone16, at: 0).map(\.frame)
        #expect(a == b && !a.isEmpty)
    }
}

/// A red square turning grey on one linear 1 s animation.
@MainActor
private struct GrayscaleProbe: View {
    @State private var gray = false

    var body: some View {
        VStack {
            Color.red.frame(width: 60, height: 60).grayscale(gray ? 1 : 0)
            Button("Go") { withAnimation(.linear(duration: 1)) { gray = true } }
        }
    }
}
