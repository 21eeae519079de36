import Foundation
@_exported import ImageComparison
import ImageEncoding
import SnapshotTesting

extension Diffing where Value == PixelImage {
    /// PNG references compared pixel by pixel: at most `1 − precision` of the pixels may differ by
    /// more than `perceptualTolerance` (ΔE_OK). A failure attaches the actual image and a picture
    /// of the difference.
    public static func pixelImage(
        precision: Double = 1 - PerceptualThreshold.snapshot.allowedFraction,
        perceptualTolerance: Double = PerceptualThreshold.snapshot.tolerance
    ) -> Diffing {
        .diff(
            toData: { image in (try? PNGEncoder.encode(image)).map { Data($0) } ?? Data() },
            // An unreadable reference becomes a 1×1 image, which fails with the size in the message.
            fromData: { data in (try? PNGDecoder.decode(Array(data))) ?? (try! PixelImage(width: 1, height: 1)) },
            diffV2: { reference, actual in
                guard reference.width == actual.width, reference.height == actual.height else {
                    return (
                        "the image is \(actual.width)×\(actual.height) px; the reference is \(reference.width)×\(reference.height) px", []
                    )
                }
                let diff = ImageDiff(reference, actual, tolerance: perceptualTolerance)
                guard diff.differingFraction > 1 - precision else { return nil }
                var attachments: [DiffAttachment] = []
                if let bytes = try? PNGEncoder.encode(actual) { attachments.append(.data(Data(bytes), name: "actual.png")) }
                if let picture = ImageDiff.picture(reference, actual, tolerance: perceptualTolerance),
                    let bytes = try? PNGEncoder.encode(picture)
                {
                    attachments.append(.data(Data(bytes), name: "difference.png"))
                }
                let percent = (diff.differingFraction * 10_000).rounded() / 100
                return (
                    "\(percent)% of pixels differ by more than ΔE_OK \(perceptualTolerance) (largest \(diff.largestDistance)); allowed \((1 - precision) * 100)%",
                    attachments
                )
            }
        )
    }
}

extension Snapshotting where Value == PixelImage, Format == PixelImage {
    /// Rendered pixels: PNG references, compared with `Diffing.pixelImage`.
    public static func pixelImage(
        precision: Double = 1 - PerceptualThreshold.snapshot.allowedFraction,
        perceptualTolerance: Double = PerceptualThreshold.snapshot.tolerance
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixelImage(precision: precision, perceptualTolerance: perceptualTolerance))
    }
}
