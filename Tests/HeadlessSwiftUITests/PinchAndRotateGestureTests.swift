import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// `MagnifyGesture` and `RotateGesture` (Apple, iOS 17) and their older forms
/// `MagnificationGesture` and `RotationGesture`: a pinch reports its magnification (1 at the
/// start), a rotation the angle turned; `ViewHost.magnify` and `ViewHost.rotate` drive them as two
/// fingers would, and a view scaled or turned by them draws so.
@MainActor
struct PinchAndRotateGestureTests {
    struct Photo: View {
        @State private var scale: CGFloat = 1
        @State private var angle = Angle.zero
        @State private var ended: [String] = []

        var body: some View {
            VStack {
                Color.red.frame(width: 40, height: 40)
                    .scaleEffect(scale)
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { _ in ended.append("pinch") })
                Color.blue.frame(width: 40, height: 40)
                    .rotationEffect(angle)
                    .gesture(RotateGesture().onChanged { angle = $0.rotation }.onEnded { _ in ended.append("turn") })
                Text(ended.joined(separator: ","))
            }
        }
    }

    func item(_ host: ViewHost, width: CGFloat, blue: Bool) -> DisplayItem? {
        host.displayList(on: .iPhone16).first { item in
            guard case let .fill(paint) = item.content, case let .color(red, _, b, _) = paint else { return false }
            return item.frame.width == width && (blue ? b > 0.9 && red < 0.2 : red > 0.9)
        }
    }

    @Test func aPinchScalesAndARotationTurns() throws {
        let host = ViewHost(Photo())
        #expect(item(host, width: 40, blue: false)?.scale == CGSize(width: 1, height: 1))
        try host.magnify(gesture: 0, to: 2)
        #expect(item(host, width: 40, blue: false)?.scale == CGSize(width: 2, height: 2))
        try host.rotate(gesture: 1, by: .degrees(90))
        #expect(item(host, width: 40, blue: true)?.rotationDegrees == 90)
        // Each ended once, in order; the steps before the last only changed.
        let texts = host.displayList(on: .iPhone16).compactMap { item -> String? in
            if case let .text(text) = item.content { text.string } else { nil }
        }
        #expect(texts.contains("pinch,turn"), "\(texts)")
    }

    /// The deprecated forms report the bare magnification and angle.
    @Test func theOlderFormsReportBareValues() throws {
        @MainActor final class Log { var values: [String] = [] }
        let log = Log()
        let host = ViewHost(
            VStack {
                Color.red.gesture(MagnificationGesture().onEnded { log.values.append("×\($0)") })
                Color.blue.gesture(RotationGesture().onEnded { log.values.append("\(Int($0.degrees.rounded()))°") })
            })
        try host.magnify(gesture: 0, to: 1.5)
        try host.rotate(gesture: 1, by: .degrees(-30))
        #expect(log.values == ["×1.5", "-30°"])
        #expect(throws: InteractionError.self) { try host.rotate(gesture: 2, by: .degrees(10)) }
    }

    /// The fingers move evenly: a pinch to 3 in four steps changes through 1.5, 2, 2.5 and 3, then
    /// ends at 3; a turn of 80° changes through 20°, 40°, 60° and 80°, then ends at 80°.
    @Test func eachStepReportsItsShareOfTheMove() throws {
        @MainActor final class Log { var values: [String] = [] }
        let log = Log()
        let host = ViewHost(
            VStack {
                Color.red.gesture(
                    MagnifyGesture().onChanged { log.values.append("×\($0.magnification)") }.onEnded {
                        log.values.append("end ×\($0.magnification)")
                    })
                Color.blue.gesture(
                    RotateGesture().onChanged { log.values.append("\(Int($0.rotation.degrees.rounded()))°") }
                        .onEnded { log.values.append("end \(Int($0.rotation.degrees.rounded()))°") })
            })
        try host.magnify(gesture: 0, to: 3, steps: 4)
        #expect(log.values == ["×1.5", "×2.0", "×2.5", "×3.0", "end ×3.0"])
        log.values = []
        try host.rotate(gesture: 1, by: .degrees(80), steps: 4)
        #expect(log.values == ["20°", "40°", "60°", "80°", "end 80°"])
    }
}
