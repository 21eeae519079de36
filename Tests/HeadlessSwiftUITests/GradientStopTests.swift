import SwiftUI
import Testing

/// Gradients' stops and angles (Apple: `Gradient(colors:)` spaces its colors evenly from 0 to 1;
/// an `AngularGradient` with no angles makes a full turn, and `init(gradient:center:angle:)` a full
/// turn from `angle`).
struct GradientStopTests {
    @Test func colorsAreSpacedEvenly() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red, .blue]).stops.map(\.location) == [0, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test func anAngularGradientTurnsOnceByDefault() {
        #expect(AngularGradient(colors: [.red, .blue], center: .center).endAngle == .degrees(360))
        #expect(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .zero).endAngle == .zero)
        #expect(
            AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)).endAngle == .degrees(90))
        #expect(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(30)).endAngle == .degrees(390))
    }
}
