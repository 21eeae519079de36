import DesignTokens
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// What a presented sheet draws over the screen behind it, in pixels on an iPhone 16 at 1x, once
/// the sheet has risen (decision D239, `SheetMetrics`): the dimming below the largest detent, the
/// receded page at it, the sheet's rounded top corners.
@MainActor
struct SheetPixelTests {
    /// A white page presenting a yellow sheet with `detents`.
    func frame(
        _ detents: Set<PresentationDetent>, appearance: Appearance = .light,
        _ modify: (AnyView) -> AnyView = { $0 }
    ) throws -> PixelImage {
        let sheet = modify(AnyView(Color.yellow.presentationDetents(detents)))
        let page = Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) { sheet }
        return try render(page, device: .iPhone16, appearance: appearance, time: 5)
    }

    func rgb(_ image: PixelImage, _ x: Int, _ y: Int) throws -> [Int] {
        let pixel = try #require(image[x: x, y: y])
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    func near(_ a: [Int], _ b: [Int], within tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Below its largest detent the page is dimmed by black at 20% (white → 204) in light and at
    /// 48% (#7A alpha: white → 133) in dark; the sheet starts at 443.5 pt.
    @Test func aMediumSheetDimsThePage() throws {
        let light = try frame([.medium, .large])
        let dimmed = try rgb(light, 196, 200)
        #expect(near(dimmed, [204, 204, 204]), "\(dimmed)")
        #expect(try rgb(light, 196, 441)[2] > 150 && (try rgb(light, 196, 446))[2] < 60)
        let dark = try frame([.medium, .large], appearance: .dark)
        let dimmedDark = try rgb(dark, 196, 200)
        #expect(near(dimmedDark, [133, 133, 133]), "\(dimmedDark)")
    }

    /// `presentationBackgroundInteraction(.enabled)` leaves the page undimmed; enabled up through a
    /// smaller detent than the one showing dims it again.
    @Test func backgroundInteractionLeavesThePageUndimmed() throws {
        let enabled = try frame([.medium, .large]) { AnyView($0.presentationBackgroundInteraction(.enabled)) }
        #expect(try rgb(enabled, 196, 200) == [255, 255, 255])
        let upThroughMedium = try frame([.medium, .large]) { AnyView($0.presentationBackgroundInteraction(.enabled(upThrough: .medium))) }
        #expect(try rgb(upThroughMedium, 196, 200) == [255, 255, 255])
        let upThroughSmaller = try frame([.medium, .large]) {
            AnyView($0.presentationBackgroundInteraction(.enabled(upThrough: .height(100))))
        }
        #expect(near(try rgb(upThroughSmaller, 196, 200), [204, 204, 204]))
    }

    /// At the large detent the page recedes: black around it, the page shaded by black at 10%
    /// (white → 230) between its top (59 pt) and the sheet's (69 pt), 16.4 pt in from each side.
    @Test func aLargeSheetRecedesThePage() throws {
        let image = try frame([.large])
        #expect(try rgb(image, 196, 40) == [0, 0, 0])
        let shaded = try rgb(image, 196, 64)
        #expect(near(shaded, [230, 230, 230]), "\(shaded)")
        #expect(try rgb(image, 8, 64) == [0, 0, 0])
        #expect(near(try rgb(image, 30, 64), [230, 230, 230]))
        #expect(try rgb(image, 196, 72)[2] < 60)
    }

    /// The sheet's top corners are rounded (12 pt): its corner pixel shows what is behind; with
    /// `presentationCornerRadius(0)` it is the sheet's own.
    @Test func theSheetsTopCornersAreRounded() throws {
        let rounded = try frame([.medium])
        #expect(try rgb(rounded, 0, 444)[2] > 150)
        #expect(try rgb(rounded, 0, 460)[2] < 60)
        let square = try frame([.medium]) { AnyView($0.presentationCornerRadius(0)) }
        #expect(try rgb(square, 0, 444)[2] < 60)
    }

    /// The sheet stands on the system background, white in light and the elevated #1C1C1E in dark,
    /// unless its content asks for another (`presentationBackground`).
    @Test func theSheetStandsOnTheSystemBackground() throws {
        func surface(_ appearance: Appearance, _ modify: (AnyView) -> AnyView = { $0 }) throws -> [Int] {
            let sheet = modify(AnyView(Text("Top").presentationDetents([.medium])))
            let page = Color.red.ignoresSafeArea().sheet(isPresented: .constant(true)) { sheet }
            return try rgb(try render(page, device: .iPhone16, appearance: appearance, time: 5), 196, 700)
        }
        #expect(try surface(.light) == [255, 255, 255])
        #expect(try surface(.dark) == [0x1C, 0x1C, 0x1E])
        #expect(try surface(.light) { AnyView($0.presentationBackground(Color(red: 0, green: 0, blue: 1))) } == [0, 0, 255])
        // Inside a sheet the system backgrounds are UIKit's dark elevated ones: a form's grouped
        // background #1C1C1E and its rows #2C2C2E, where the page's form is black with #1C1C1E rows.
        let form = Color.red.ignoresSafeArea().sheet(isPresented: .constant(true)) {
            Form { Text("Reminders") }.presentationDetents([.medium])
        }
        let sheetForm = try render(form, device: .iPhone16, appearance: .dark, time: 5)
        #expect(try rgb(sheetForm, 196, 780) == [0x1C, 0x1C, 0x1E])
        let formRow = try rgb(sheetForm, 300, 443 + 35 + 22)
        #expect(formRow == [0x2C, 0x2C, 0x2E], "\(formRow)")
        let page = try render(Form { Text("Reminders") }, device: .iPhone16, appearance: .dark, time: 5)
        #expect(try rgb(page, 196, 780) == [0, 0, 0])
        // A full-screen cover stands on the base system background: black in dark, to the top.
        let cover = Color.red.ignoresSafeArea().fullScreenCover(isPresented: .constant(true)) { Text("Top") }
        let covered = try render(cover, device: .iPhone16, appearance: .dark, time: 5)
        #expect(try rgb(covered, 196, 700) == [0, 0, 0] && (try rgb(covered, 196, 10)) == [0, 0, 0])
    }
}
