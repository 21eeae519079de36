import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Right-to-left layout, as SwiftUI mirrors it (Apple: `LayoutDirection`, "the leading edge is on
/// the right"; HIG, "Right to left": stacks, alignment and padding mirror; "don't flip" images that
/// do not show a direction, and numbers, offsets and shapes keep their geometry).
@MainActor
struct RightToLeftConformanceTests {
    func host(_ view: some View, _ direction: LayoutDirection) -> (ViewHost, LayoutResult) {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        let host = ViewHost(view, environment: environment)
        return (host, host.layout(on: .iPhone16))
    }

    func frame(_ text: String, _ host: (ViewHost, LayoutResult)) throws -> CGRect {
        try #require(host.0.frames(ofText: text, in: host.1).first)
    }

    @Test func aStackRunsFromTheRight() throws {
        let rtl = host(
            HStack {
                Text("One")
                Text("Two")
            }, .rightToLeft)
        let one = try frame("One", rtl)
        let two = try frame("Two", rtl)
        #expect(one.minX > two.maxX)
        #expect(abs(one.minX - two.maxX - 8) < 1e-9)
        let ltr = host(
            HStack {
                Text("One")
                Text("Two")
            }, .leftToRight)
        #expect(try frame("One", ltr).maxX < frame("Two", ltr).minX)
    }

    @Test func leadingIsTheRightEdgeAndLeadingPaddingSitsThere() throws {
        let rtl = host(
            VStack(alignment: .leading) {
                Text("Short")
                Text("A longer line")
            }
            .padding(.leading, 24)
            .frame(maxWidth: .infinity, alignment: .leading), .rightToLeft)
        let short = try frame("Short", rtl)
        let long = try frame("A longer line", rtl)
        // Both end 24 pt from the screen's right edge, the leading side right to left.
        #expect(abs(short.maxX - (393 - 24)) < 1e-9 && abs(long.maxX - (393 - 24)) < 1e-9)
    }

    @Test func offsetsAreNotMirrored() throws {
        let (rtlHost, _) = host(Color.red.frame(width: 20, height: 20).offset(x: 30), .rightToLeft)
        let item = try #require(rtlHost.displayList(on: .iPhone16).first)
        // The square is centred, then moved 30 pt to the right, as left to right.
        #expect(abs(item.transform.boundingBox(of: item.frame).midX - (393 / 2 + 30)) < 1e-9)
    }

    @Test func textAlignsToItsLeadingEdgeOnTheRight() throws {
        let (rtlHost, _) = host(Text("Hello").frame(width: 300, alignment: .center), .rightToLeft)
        let text = try #require(
            rtlHost.displayList(on: .iPhone16).compactMap { if case let .text(t) = $0.content { t } else { nil } }.first)
        #expect(text.alignment == .trailing)
    }

    @Test func directionalSymbolsAndFlippedImagesMirror() throws {
        func transform(_ view: some View) throws -> DisplayTransform {
            try #require(
                host(view, .rightToLeft).0.displayList(on: .iPhone16).first { if case .symbol = $0.content { true } else { false } }
            )
            .transform
        }
        #expect(try transform(Image(systemName: "chevron.forward")).a == -1)
        #expect(try transform(Image(systemName: "chevron.right")).a == 1)
        #expect(try transform(Image(systemName: "heart.fill").flipsForRightToLeftLayoutDirection(true)).a == -1)
        #expect(try transform(Image(systemName: "heart.fill").flipsForRightToLeftLayoutDirection(false)).a == 1)
    }

    /// A mirrored symbol flips about its own centre, so it lands where it is laid out: at the
    /// leading edge of a row, on the right, before its text.
    @Test func aMirroredSymbolLandsWhereItIsLaidOut() throws {
        let (rtl, result) = host(
            HStack {
                Image(systemName: "chevron.backward")
                Text("Back")
            }, .rightToLeft)
        let items = rtl.displayList(on: .iPhone16)
        let symbol = try #require(items.first { if case .symbol = $0.content { true } else { false } })
        let drawn = symbol.transform.boundingBox(of: symbol.frame)
        #expect(symbol.transform.a == -1)
        #expect(abs(drawn.minX - symbol.frame.minX) < 1e-9 && abs(drawn.maxX - symbol.frame.maxX) < 1e-9, "\(drawn) \(symbol.frame)")
        #expect(try drawn.minX > frame("Back", (rtl, result)).maxX)
    }

    /// A left-to-right island inside a right-to-left screen lays out left to right again.
    @Test func aLeftToRightSubtreeStaysLeftToRight() throws {
        let rtl = host(
            HStack {
                Text("Start")
                HStack {
                    Text("One")
                    Text("Two")
                }.environment(\.layoutDirection, .leftToRight)
            }, .rightToLeft)
        #expect(try frame("One", rtl).maxX < frame("Two", rtl).minX)
        #expect(try frame("Start", rtl).minX > frame("Two", rtl).maxX)
    }

    @Test func theLocaleGivesTheDirection() {
        #expect(LayoutDirection(locale: Locale(identifier: "ar")) == .rightToLeft)
        #expect(LayoutDirection(locale: Locale(identifier: "de")) == .leftToRight)
        #expect(EnvironmentValues().locale.identifier == "en_US")
    }
}
