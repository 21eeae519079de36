#if os(Linux)
    import Foundation
    import Raster

    /// The C raster fast path on its own: a full-screen dithered gradient and a glass card's backdrop
    /// blur at 3x, median of 5 runs each (targets: gradient ≤ 6 ms, card blur ≤ 4 ms).
    @MainActor
    func runRasterBenchmarks() {
        let peach = GradientStop(location: 0, red: 0xFD / 255, green: 0xE4 / 255, blue: 0xD2 / 255, opacity: 1)
        let rose = GradientStop(location: 1, red: 0xF9 / 255, green: 0xC7 / 255, blue: 0xD6 / 255, opacity: 1)

        let (width, height) = (1179, 2556)
        var screen = [UInt8](repeating: 0, count: width * height * 4)
        let gradient = screen.withUnsafeMutableBytes { buffer in
            medianMilliseconds(5) {
                GradientFill.linear(
                    into: buffer.baseAddress!, width: width, height: height, stride: width * 4,
                    start: CGPoint(x: 0, y: 0), end: CGPoint(x: Double(width), y: Double(height)),
                    stops: [peach, rose], dither: true)
            }
        }
        print("raster, dithered linear gradient 1179×2556 (full screen at 3x): \(rounded(gradient)) ms (median of 5; target 6)")

        // A glass card's backdrop at 3x: a copy of part of the screen, blurred in place.
        let (cardWidth, cardHeight) = (1131, 600)
        for sigma in [30.0, 10.0] {
            var card = [UInt8](repeating: 0, count: cardWidth * cardHeight * 4)
            let blur = card.withUnsafeMutableBytes { buffer in
                medianMilliseconds(5) {
                    _ = screen.withUnsafeBytes { source in
                        memcpy(buffer.baseAddress!, source.baseAddress!, cardWidth * cardHeight * 4)
                    }
                    GaussianBlur.apply(to: buffer.baseAddress!, width: cardWidth, height: cardHeight, stride: cardWidth * 4, sigma: sigma)
                }
            }
            print(
                "raster, Gaussian blur of a 1131×600 card backdrop at sigma \(Int(sigma)): \(rounded(blur)) ms (median of 5, copy included; target 4)"
            )
        }
    }
#endif
