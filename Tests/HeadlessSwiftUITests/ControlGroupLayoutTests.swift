import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// An automatic `ControlGroup` shares its width equally among its controls (iOS lays a control
/// group's buttons out in equal segments): each is offered its share, so a long title wraps in its
/// share; at its ideal size the group is as wide as its widest control times their number.
@MainActor
struct ControlGroupLayoutTests {
    /// The frames of the short and the long title in `view`.
    func titles(_ view: some View) throws -> (short: CGRect, long: CGRect) {
        let host = ViewHost(view)
        let layout = host.layout(on: .iPhone16)
        let short = try #require(host.frames(ofText: "B", in: layout).first)
        let long = try #require(host.frames(ofText: "A title long enough to wrap", in: layout).first)
        return (short, long)
    }

    @Test func eachControlIsOfferedItsShare() throws {
        let (short, long) = try titles(
            ControlGroup {
                Text("A title long enough to wrap")
                Text("B")
            }
            .frame(width: 240))
        // 120 pt each: the long title wraps to more than one line, the short one is centred in its half.
        #expect(long.width <= 120)
        #expect(long.height > short.height * 1.5)
        #expect(abs(short.midX - (ViewHostDevice.width - 240) / 2 - 180) < 0.5)
    }

    @Test func atItsIdealSizeEveryShareIsTheWidest() throws {
        let (short, long) = try titles(
            ControlGroup {
                Text("A title long enough to wrap")
                Text("B")
            }
            .fixedSize())
        // The long title on one line, as wide as it is alone; the short control centred in the
        // second share, as wide as the long one.
        let alone = ViewHost(Text("A title long enough to wrap"))
        let ideal = try #require(alone.frames(ofText: "A title long enough to wrap", in: alone.layout(on: .iPhone16)).first)
        #expect(abs(long.width - ideal.width) < 1e-9 && abs(long.height - ideal.height) < 1e-9)
        #expect(abs((short.midX - long.midX) - ideal.width) < 0.5)
    }
}

/// The iPhone 16's width in points, which the probes centre in.
private enum ViewHostDevice {
    static let width: CGFloat = 393
}
