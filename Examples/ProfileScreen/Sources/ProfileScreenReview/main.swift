// The review of ProfileScreen's previews: the whole program. It links the module with the
// previews (a dependency of this target); the review finds them with no registration code.
import AirFitPreviewReview

await PreviewReviewCommand.review()
