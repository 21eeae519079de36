import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// Facts about iOS 18.2's plain lists of navigation links, measured on HymnalDreamTeam/Hymns-iOS's
/// public Prefire references (`HymnsSnapshotTests/__Snapshots__/18.2/PreviewTests`: 390 × 844 pt
/// at 2x with no safe area, light and dark; D287): `AllSongsView`, a `.plain` list of
/// `NavigationLink(value:)` rows with hidden separators outside any navigation stack, and
/// `FavoritesView`'s rows in a `NavigationStack`, and `BrowseResultsListView`'s back button.
@MainActor
struct PlainListFacts {
    static let device = Device(
        name: "Prefire 390 × 844", size: CGSize(width: 390, height: 844), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
        maximumFramesPerSecond: 60)
    static let titles = ["Classic Hymns", "New Songs", "Children's Songs", "Howard Higashi Songs"]

    /// `AllSongsView` as its author wrote it.
    func allSongs() -> some View {
        List(Self.titles, id: \.self) { title in
            NavigationLink(value: title) { Text(title) }.listRowSeparator(.hidden)
        }
        .padding(.top).background(Color(.systemBackground)).listStyle(PlainListStyle())
    }

    func render(_ view: some View, _ appearance: Appearance = .light) throws -> PixelImage {
        try Renderer().render(view, settings: RenderSettings(device: Self.device, appearance: appearance))
    }

    /// The pixel farthest from the background (white in light, black in dark) in a box of points.
    func strongest(in image: PixelImage, x: ClosedRange<Int>, y: ClosedRange<Int>, dark: Bool) throws -> Int {
        let values = x.flatMap { px in y.compactMap { py in image[x: px * 2, y: py * 2].map { Int($0.red) } } }
        return try #require(dark ? values.max() : values.min())
    }

    /// Rows 44 pt apart; a row's title ink from 21 pt, its chevron's ink from 362.5 to 369 pt
    /// (21 pt from the trailing edge) and from 0.5 pt under the title's ink top, for 11.5 pt.
    @Test func rowsAndChevronsSitWhereIOSPutsThem() throws {
        // As recorded: outside a stack, so the title is #7F7F7F and the chevron #DFDFDF.
        let image = try render(allSongs())
        func inkRows(x: Range<Int>) -> [Int] {
            (0..<(200 * 2)).filter { py in x.contains { px in (image[x: px, y: py]?.red ?? 255) < 240 } }
        }
        let title = inkRows(x: 40..<200)
        let chevron = inkRows(x: 710..<750)
        // Ink of the first row: "Classic Hymns" from 32 pt, its chevron from 32.5 pt (iOS, at 2x).
        #expect(abs(Double(try #require(title.first)) / 2 - 32) <= 1, "\(title.prefix(3))")
        #expect(abs(Double(try #require(chevron.first)) / 2 - 32.5) <= 1, "\(chevron.prefix(3))")
        // The fourth row's chevron ink from 164.5 pt: three rows of 44 pt.
        let fourth = try #require(chevron.first { $0 > 150 * 2 })
        #expect(abs(Double(fourth) / 2 - 164.5) <= 0.5, "\(fourth)")
        let columns = (700..<780).filter { px in (60..<100).contains { py in (image[x: px, y: py]?.red ?? 255) < 240 } }
        let first = try #require(columns.first)
        let last = try #require(columns.last)
        #expect(abs(Double(first) / 2 - 362.5) <= 0.5 && abs(Double(last + 1) / 2 - 369) <= 0.5, "\(columns)")
    }

    /// The chevron is a neutral gray, #BFBFBF on white and #404040 on black: black and white at
    /// 25% (the tertiary label color would be #C4C4C7 and #464649).
    @Test func theChevronIsANeutralGray() throws {
        let light = try render(NavigationStack { allSongs() })
        #expect(abs(try strongest(in: light, x: 360...372, y: 30...46, dark: false) - 191) <= 2)
        let dark = try render(NavigationStack { allSongs() }, .dark)
        #expect(abs(try strongest(in: dark, x: 360...372, y: 30...46, dark: true) - 64) <= 2)
    }

    /// Outside a navigation stack the links are disabled and their rows drawn at half opacity: the
    /// title #7F7F7F and the chevron #DFDFDF on white, #808080 and #202020 on black.
    @Test func aLinkOutsideANavigationStackIsDrawnAtHalfOpacity() throws {
        let light = try render(allSongs())
        #expect(abs(try strongest(in: light, x: 20...100, y: 30...48, dark: false) - 127) <= 2)
        #expect(abs(try strongest(in: light, x: 360...372, y: 30...46, dark: false) - 223) <= 2)
        let dark = try render(allSongs(), .dark)
        #expect(abs(try strongest(in: dark, x: 20...100, y: 30...48, dark: true) - 128) <= 2)
        #expect(abs(try strongest(in: dark, x: 360...372, y: 30...46, dark: true) - 32) <= 2)
    }

    /// `TitleWithBackButton`: a button whose label is `chevron.left` under `.accentColor(.primary)`
    /// draws it black, the tint read where the label is drawn, not the button's blue.
    @Test func anAccentColorInsideAButtonsLabelWins() throws {
        let header = HStack {
            Button(action: {}, label: { Image(systemName: "chevron.left").accentColor(.primary).padding() })
            Text("Songs tagged with \"Best songs\"").font(.body).fontWeight(.bold)
            Spacer()
        }
        let image = try render(
            VStack {
                header
                Spacer()
            })
        var blue = 0
        var darkest = 255
        for px in (16 * 2)..<(26 * 2) {
            for py in (14 * 2)..<(36 * 2) {
                guard let pixel = image[x: px, y: py] else { continue }
                if Int(pixel.blue) - Int(pixel.red) > 60 { blue += 1 }
                darkest = min(darkest, Int(pixel.red))
            }
        }
        #expect(blue == 0 && darkest < 40, "blue pixels \(blue), darkest \(darkest)")
    }

    /// A section the author wraps in a view of its own: `CategoryView`, whose body is a `Section` of
    /// a title row and two links, listed as `CategoryView(…)` and
    /// `CategoryView(…, isExpanded: true).listRowSeparator(.hidden)` in a `.plain` list (Hymns-iOS's
    /// iOS 18.1 `CategoryView.test_categoryView` reference, 390 × 844 pt at 2x). iOS draws one
    /// separator, 43.5 pt down, under the first section's row; the trait written on the second
    /// view reaches every row of its section, so its three rows have none (the layer drew three).
    @Test func aSectionsRowSeparatorTraitReachesItsRows() throws {
        struct Category: View {
            let expanded: Bool
            var body: some View {
                Section {
                    HStack {
                        Text("Category")
                        Spacer()
                        Image(systemName: expanded ? "chevron.up" : "chevron.down").font(.system(size: 16))
                    }
                    if expanded {
                        ForEach(["Subcategory 1", "Subcategory 2"], id: \.self) { name in
                            NavigationLink(value: name) { Text(name) }
                        }
                    }
                }
            }
        }
        let image = try render(
            List {
                Category(expanded: false)
                // A modifier over the trait keeps it.
                Category(expanded: true).listRowSeparator(.hidden).environment(\.colorScheme, .light)
            }.listStyle(.plain))
        // Rows of gray across the middle of the screen, where no text reaches.
        let separators = (0..<(250 * 2)).filter { py in
            (300..<700).allSatisfy { px in (image[x: px, y: py].map { $0.red > 150 && $0.red < 245 }) ?? false }
        }
        #expect(separators.map { CGFloat($0) / 2 } == [43.5], "\(separators)")
    }
}
