// The review program of a package whose previews live in ReviewFixture: all a team writes.
import AirFitPreviewReview

await PreviewReviewCommand.review()
