import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `Gauge` and `GaugeStyle` as SwiftUI declares them (iOS 16): the value mapped into its bounds, the
/// labels handed to the style, a capacity bar by default.
@MainActor
struct GaugeTests {
    /// A style that shows what it is told, so the configuration can be read off the screen.
    struct Readout: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(verbatim: "\(Int((configuration.value * 100).rounded()))")
                configuration.currentValueLabel
                configuration.minimumValueLabel
                configuration.maximumValueLabel
            }
        }
    }

    func texts(_ view: some View) -> [String] {
        ViewHost(view).displayList(on: .iPhone16).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
    }

    /// Apple, `Gauge(value:in:label:)`: the value's position within the bounds, clamped to them.
    @Test func theValueIsItsPlaceInTheBounds() {
        #expect(texts(Gauge(value: 110, in: 40...180) { Text("Heart rate") }.gaugeStyle(Readout())) == ["Heart rate", "50"])
        #expect(texts(Gauge(value: 2.0) { Text("Over") }.gaugeStyle(Readout())) == ["Over", "100"])
        #expect(texts(Gauge(value: -1.0) { Text("Under") }.gaugeStyle(Readout())) == ["Under", "0"])
    }

    @Test func theStyleGetsEveryLabel() {
        let gauge = Gauge(value: 0.25) {
            Text("Battery")
        } currentValueLabel: {
            Text("25%")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        #expect(texts(gauge.gaugeStyle(Readout())) == ["Battery", "25", "25%", "0", "100"])
    }

    /// The default style is a capacity bar read as one element: the label, then the value.
    @Test func theDefaultIsACapacityBarReadAsOneElement() {
        let host = ViewHost(
            Gauge(value: 0.64) {
                Text("Move")
            } currentValueLabel: {
                Text("64%")
            })
        #expect(host.accessibilityElements.map(\.label) == ["Move, 64%"])
        let plain = ViewHost(Gauge(value: 0.5) { Text("Stand") }.gaugeStyle(.linearCapacity))
        #expect(plain.accessibilityElements.map(\.label) == ["Stand"] && plain.accessibilityElements.map(\.value) == ["50 percent"])
    }
}
