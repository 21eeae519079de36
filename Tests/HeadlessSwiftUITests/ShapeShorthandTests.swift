import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

/// `Shape`'s static members (iOS 17) are the shapes' own initialisers with Apple's defaults (the iOS
/// 26.2 SDK's SwiftUICore interface: `rect(cornerRadius:style:)`, `capsule` and the uneven
/// rectangle default to `.continuous` corners): a screen written with them draws exactly what the
/// same screen written with the initialisers draws. `.containerRelative` outside a container shape
/// is a rectangle (Apple, `ContainerRelativeShape`: "If no container shape was defined, is replaced
/// by a rectangle").
@MainActor
struct ShapeShorthandTests {
    struct Spelled: View {
        var body: some View {
            VStack(spacing: 12) {
                Text("Banner").frame(width: 200, height: 40)
                    .background(.blue, in: UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16, style: .continuous))
                HStack(spacing: 12) {
                    Color.orange.frame(width: 40, height: 40).clipShape(Circle())
                    Text("New").padding(.horizontal, 10).background(.green, in: Capsule(style: .continuous))
                    Color.purple.frame(width: 60, height: 30).clipShape(Ellipse())
                }
                Text("Card").frame(width: 200, height: 80).background(.gray, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                Color.red.frame(width: 100, height: 20).clipShape(Rectangle())
                Color.teal.frame(width: 80, height: 20).clipShape(Rectangle())
            }
        }
    }

    /// Every display item's frame and content (paths, paints, clips) is the same; identities differ
    /// only in the shapes' type names, which are the same types here.
    @Test func theShorthandsDrawWhatTheInitialisersDraw() {
        let short = ViewHost(ShapeShorthandSnippet()).displayList(on: .iPhone16)
        let spelled = ViewHost(Spelled()).displayList(on: .iPhone16)
        #expect(short.count == spelled.count && short.count > 8)
        #expect(short.map(\.frame) == spelled.map(\.frame))
        #expect(short.map(\.content) == spelled.map(\.content))
        #expect(short.map { $0.groups.map(\.effect) } == spelled.map { $0.groups.map(\.effect) })
    }

    /// A corner drawn `.continuous` is not the circular one: `.rect(cornerRadius: 12)` is the former.
    @Test func rectWithACornerRadiusIsContinuous() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shorthand: RoundedRectangle = .rect(cornerRadius: 12)
        #expect(shorthand.path(in: rect) == RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: rect))
        #expect(shorthand.path(in: rect) != RoundedRectangle(cornerRadius: 12, style: .circular).path(in: rect))
    }
}
