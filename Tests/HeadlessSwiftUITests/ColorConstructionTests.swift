import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Colors made from hue, saturation and brightness (Apple: `Color(hue:saturation:brightness:opacity:)`,
/// `UIColor(hue:saturation:brightness:alpha:)`: the HSB form of sRGB, hue 0 red, 1/3 green, 2/3
/// blue) and mixed (Apple: `mix(with:by:in:)`, iOS 18), as a filled shape paints them.
@MainActor
struct ColorConstructionTests {
    func paint(_ color: Color, scheme: ColorScheme = .light) throws -> (red: Double, green: Double, blue: Double, opacity: Double) {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let items = ViewHost(Rectangle().fill(color).frame(width: 10, height: 10), environment: environment).displayList(on: .iPhone16)
        guard case let .shape(_, .color(red, green, blue, opacity), _)? = items.first(where: { $0.frame.width == 10 })?.content else {
            throw ColorError.notPainted
        }
        return (red, green, blue, opacity)
    }

    enum ColorError: Error { case notPainted }

    func expect(_ color: Color, is expected: (Double, Double, Double, Double), scheme: ColorScheme = .light) throws {
        let drawn = try paint(color, scheme: scheme)
        let distance = [drawn.red - expected.0, drawn.green - expected.1, drawn.blue - expected.2, drawn.opacity - expected.3].map(abs)
            .max()!
        #expect(distance < 1e-9, "\(drawn) is not \(expected)")
    }

    /// One hue in each sixth of the wheel, full and half saturation.
    @Test func aHueSaturationAndBrightnessIsItsSRGBColor() throws {
        try expect(Color(hue: 0, saturation: 1, brightness: 1), is: (1, 0, 0, 1))
        try expect(Color(hue: 1, saturation: 1, brightness: 1), is: (1, 0, 0, 1))
        try expect(Color(hue: 0.05, saturation: 1, brightness: 1), is: (1, 0.3, 0, 1))
        try expect(Color(hue: 0.2, saturation: 1, brightness: 1), is: (0.8, 1, 0, 1))
        try expect(Color(hue: 0.4, saturation: 1, brightness: 1), is: (0, 1, 0.4, 1))
        try expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.4), is: (0.4, 0.8, 0.8, 0.4))
        try expect(Color(hue: 0.6, saturation: 1, brightness: 1), is: (0, 0.4, 1, 1))
        try expect(Color(hue: 0.7, saturation: 1, brightness: 1), is: (0.2, 0, 1, 1))
        try expect(Color(hue: 0.9, saturation: 1, brightness: 1), is: (1, 0, 0.6, 1))
        try expect(Color(hue: 0.3, saturation: 0, brightness: 0.6), is: (0.6, 0.6, 0.6, 1))
        try expect(Color(uiColor: UIColor(hue: 0.7, saturation: 1, brightness: 0.5, alpha: 0.5)), is: (0.1, 0, 0.5, 0.5))
    }

    /// A quarter of the way from red to blue, opacity mixing too; a system color mixes in each
    /// appearance (blue #007AFF in light, #0A84FF in dark, halfway to white).
    @Test func aMixIsTheFractionOfTheWayToTheOtherColor() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        try expect(red.mix(with: Color(red: 0, green: 0, blue: 1, opacity: 0), by: 0.25), is: (0.75, 0, 0.25, 0.75))
        try expect(red.mix(with: .white, by: 0), is: (1, 0, 0, 1))
        try expect(red.mix(with: .white, by: 2), is: (1, 1, 1, 1))
        try expect(Color.blue.mix(with: .white, by: 0.5), is: (0.5, (122.0 / 255 + 1) / 2, 1, 1))
        try expect(Color.blue.mix(with: .white, by: 0.5), is: ((10.0 / 255 + 1) / 2, (132.0 / 255 + 1) / 2, 1, 1), scheme: .dark)
        try expect(Color.primary.mix(with: .white, by: 0.5), is: (0.5, 0.5, 0.5, 1))
        try expect(Color.primary.mix(with: .black, by: 0.5), is: (0.5, 0.5, 0.5, 1), scheme: .dark)
    }

    /// A gradient's `.primary` and `.secondary` stops are the label colors of the appearance, as a
    /// filled `.secondary` is (Apple: `secondary`, "the secondary label color"; UIKit's
    /// `secondaryLabel` is #3C3C43 at 60% in light, #EBEBF5 at 60% in dark), at any opacity applied.
    @Test func labelColorStopsFollowTheAppearance() throws {
        func stops(_ scheme: ColorScheme) throws -> [DisplayStop] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let gradient = LinearGradient(colors: [.secondary, .primary.opacity(0.5)], startPoint: .leading, endPoint: .trailing)
            let items = ViewHost(Rectangle().fill(gradient).frame(width: 10, height: 10), environment: environment)
                .displayList(on: .iPhone16)
            guard case let .shape(_, .linearGradient(stops, _, _), _)? = items.first(where: { $0.frame.width == 10 })?.content else {
                throw ColorError.notPainted
            }
            return stops
        }
        let dark = try stops(.dark)
        #expect(dark.map(\.red) == [235.0 / 255, 1] && dark.map(\.blue) == [245.0 / 255, 1] && dark.map(\.opacity) == [0.6, 0.5])
        let light = try stops(.light)
        #expect(light.map(\.red) == [60.0 / 255, 0] && light.map(\.blue) == [67.0 / 255, 0] && light.map(\.opacity) == [0.6, 0.5])
    }
}
