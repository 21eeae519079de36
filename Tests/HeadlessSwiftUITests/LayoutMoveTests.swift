import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// A view's frame moving under an animation (Apple, `withAnimation(_:_:)`: the animation applies
/// to the changes the body makes): one that starts after the host's clock has run runs from the
/// moment of its change, so a linear second from 2 s is halfway at 2.5 s; a change without an
/// animation while the frame moves sets it at once.
@MainActor
struct LayoutMoveTests {
    struct WideningBar: View {
        @State private var width: CGFloat = 100
        var body: some View {
            VStack {
                Color(red: 0, green: 0, blue: 1).frame(width: width, height: 20)
                Button("Widen") { withAnimation(.linear(duration: 1)) { width = 200 } }
                Button("Set") { width = 300 }
            }
        }
    }

    func bar(_ host: ViewHost, at time: TimeInterval) -> CGRect? {
        host.displayList(on: .iPhone16, at: time).first { $0.content == .fill(.color(red: 0, green: 0, blue: 1, opacity: 1)) }?.frame
    }

    @Test func aLayoutChangeStartedLateRunsFromItsStart() throws {
        let host = ViewHost(WideningBar())
        host.advance(to: 2)
        try host.tap("Widen")
        #expect(abs((try #require(bar(host, at: 2.5))).width - 150) < 1e-6)
        #expect(abs((try #require(bar(host, at: 3.5))).width - 200) < 1e-6)
    }

    /// A layout change without an animation while another is moving the view sets its frame at
    /// once: widened to 200 under a linear second, set to 300 at 0.5 s, it is 300 wide at 0.75 s.
    @Test func aLayoutChangeWithoutAnimationStopsTheMove() throws {
        let host = ViewHost(WideningBar())
        try host.tap("Widen")
        host.advance(to: 0.5)
        try host.tap("Set")
        #expect(abs((try #require(bar(host, at: 0.75))).width - 300) < 1e-6)
    }
}
