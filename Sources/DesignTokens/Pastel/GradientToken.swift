/// The twelve pastel gradients of 000 §2 (repeated unchanged in 001 and 002), each with a light
/// and a dark pair of stops. The spec names no direction: we run them top-leading to
/// bottom-trailing (decision D1).
public enum GradientToken: String, CaseIterable, Sendable, Codable {
    /// 000 §2's peach–rose gradient.
    case peachRose
    /// 000 §2's mint–aqua gradient.
    case mintAqua
    /// 000 §2's lilac–blush gradient.
    case lilacBlush
    /// 000 §2's sky–lavender gradient.
    case skyLavender
    /// 000 §2's sage–melon gradient.
    case sageMelon
    /// 000 §2's butter–lemon gradient.
    case butterLemon
    /// 000 §2's ice–periwinkle gradient.
    case icePeriwinkle
    /// 000 §2's rosewood–plum gradient.
    case rosewoodPlum
    /// 000 §2's coral–mist gradient.
    case coralMist
    /// 000 §2's sprout–mint gradient.
    case sproutMint
    /// 000 §2's dawn–peach gradient.
    case dawnPeach
    /// 000 §2's dusk–berry gradient.
    case duskBerry

    /// The two stops, first then second, as 000 §2 lists them.
    public var stops: (first: AdaptiveColor, second: AdaptiveColor) {
        let hex = Self.table[self]!
        return (
            AdaptiveColor(light: .token(hex.0), dark: .token(hex.2)),
            AdaptiveColor(light: .token(hex.1), dark: .token(hex.3))
        )
    }

    /// The two stops for one appearance.
    public func colors(in appearance: Appearance) -> [SRGBColor] {
        [stops.first.resolved(in: appearance), stops.second.resolved(in: appearance)]
    }

    /// Where the gradient starts and ends (decision D1).
    public static let startPoint = GradientPoint.topLeading
    /// Where the gradient ends (decision D1).
    public static let endPoint = GradientPoint.bottomTrailing

    /// The gradient as data.
    public var gradient: GradientSpec {
        GradientSpec(.linear(start: Self.startPoint, end: Self.endPoint), colors: [stops.first, stops.second])
    }

    /// 000 §2: light first → light second, dark first → dark second.
    private static let table: [GradientToken: (String, String, String, String)] = [
        .peachRose: ("#FDE4D2", "#F9C7D6", "#362128", "#412932"),
        .mintAqua: ("#D3F6F1", "#B7E8F4", "#13313D", "#14444F"),
        .lilacBlush: ("#E9E7FD", "#DCD3F9", "#24203B", "#2E2946"),
        .skyLavender: ("#DFF2FD", "#D8DEFF", "#15283A", "#1C2541"),
        .sageMelon: ("#E8F9E3", "#FFF0CB", "#29372A", "#3A3724"),
        .butterLemon: ("#FFF8DB", "#FFE4C2", "#3B3623", "#46341F"),
        .icePeriwinkle: ("#E6FAFF", "#E9E6FF", "#1F3540", "#252B4A"),
        .rosewoodPlum: ("#FCD5E8", "#E5D1F8", "#3A2436", "#301E41"),
        .coralMist: ("#FEE3D6", "#EBD6F5", "#3A2723", "#33263B"),
        .sproutMint: ("#E5F8D4", "#CBF1E2", "#283827", "#1F4033"),
        .dawnPeach: ("#FDE6D4", "#F7E1FD", "#3D2720", "#2F233A"),
        .duskBerry: ("#F3D8F2", "#D8E1FF", "#3A2638", "#212849"),
    ]
}

extension GradientToken {
    /// `count` + 1 evenly spaced points of the gradient, stops included, mixed in gamma-encoded
    /// sRGB as SwiftUI's `LinearGradient` draws by default.
    public func samples(in appearance: Appearance, count: Int = 64) -> [SRGBColor] {
        let stops = colors(in: appearance)
        let count = max(count, 1)
        return (0...count).map { stops[0].interpolated(to: stops[1], fraction: Double($0) / Double(count)) }
    }

    /// The two colors `GradientNumber` paints its digits with. 000 §7 paints them with the very
    /// gradient they sit on, which gives 1:1 where the two meet; ours deepens each stop (light) or
    /// lightens it (dark) just enough to reach 3:1, large text's minimum, over every point of the
    /// gradient (decision D15).
    public func numberColors(in appearance: Appearance) -> [SRGBColor] {
        let backdrop = samples(in: appearance)
        return colors(in: appearance).map {
            ForegroundPicker.foreground(reaching: Self.numberContrast, overAll: backdrop, preferring: $0)
                ?? SystemColors.label.resolved(in: appearance)
        }
    }

    /// The contrast `numberColors(in:)` reaches: 3:1 with a small margin so rounding in a renderer
    /// cannot push it under.
    public static let numberContrast = 3.05
}
