import GalleryReview
import Testing

/// `--only`: one text, or several separated by commas; nothing keeps every picture.
struct PictureFilterTests {
    @Test func keepsThePathsThatContainAnyPart() {
        let filter = PictureFilter("languages/rep-counter-ar,languages/chat-de-ax5")
        #expect(filter.parts == ["languages/rep-counter-ar", "languages/chat-de-ax5"])
        #expect(filter.matches("languages/chat-de-ax5.png") && filter.matches("languages/rep-counter-ar-dark.png"))
        #expect(!filter.matches("languages/chat-de.png"))
        #expect(PictureFilter("today").matches("screens/today-liquid-light.png") && !PictureFilter("today").matches("screens/chat.png"))
    }

    @Test func anEmptyFilterKeepsEverything() {
        #expect(PictureFilter(nil).matches("screens/chat.png") && PictureFilter("").matches("screens/chat.png"))
        #expect(PictureFilter(",").parts.isEmpty)
    }
}
