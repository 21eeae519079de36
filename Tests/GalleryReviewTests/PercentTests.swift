import Testing

@testable import GalleryReview

/// How the review writes a share of a picture's pixels: two decimals below 10% ("0.42%"), one from
/// 10% ("12.3%"), so that every share keeps two or three significant digits.
struct PercentTests {
    @Test func aShareKeepsTwoOrThreeSignificantDigits() {
        #expect(PictureComparer.percent(0.004217) == "0.42%")
        #expect(PictureComparer.percent(0.1234) == "12.3%")
        #expect(PictureComparer.percent(0.5) == "50.0%")
    }
}
