/// 001's circadian pools: which gradients `advance()` may draw from at a given hour.
public enum CircadianPool: String, CaseIterable, Sendable, Codable {
    /// 05:00–10:59, "brighter".
    case morning
    /// 18:00–04:59, "calmer".
    case evening
    /// Every other hour.
    case allDay

    /// The pool for an hour of the day (0...23); hours outside that range wrap.
    public static func pool(forHour hour: Int) -> CircadianPool {
        switch ((hour % 24) + 24) % 24 {
        case 5...10: .morning
        case 18...23, 0...4: .evening
        default: .allDay
        }
    }

    /// The pool's gradients in 001's order.
    public var tokens: [GradientToken] {
        switch self {
        case .morning: [.mintAqua, .butterLemon, .sproutMint, .peachRose]
        case .evening: [.lilacBlush, .duskBerry, .rosewoodPlum, .skyLavender]
        case .allDay: [.sageMelon, .icePeriwinkle, .coralMist, .dawnPeach]
        }
    }

    /// The hours the pool covers, as 001 writes them.
    public var hours: String {
        switch self {
        case .morning: "05-10"
        case .evening: "18-04"
        case .allDay: "11-17"
        }
    }
}
