import Foundation

/// The numbers of Apple's system font (SF Pro) that decide where text sits and how wide it runs,
/// so that text laid out here takes the room it takes on an iPhone even though it is drawn with a
/// stand-in face (decisions D33, D130).
public enum SystemFontMetrics {
    /// SF Pro's ascender over its em (1950 of 2048 units): `UIFont.systemFont(ofSize: 17).ascender`
    /// is 16.19 pt.
    public static let ascenderRatio: CGFloat = 1950.0 / 2048.0
    /// SF Pro's descender over its em (494 of 2048 units).
    public static let descenderRatio: CGFloat = 494.0 / 2048.0
    /// SF Pro's cap height over its em (1443 of 2048 units); the stand-in faces are scaled so that
    /// their capitals are this tall.
    public static let capHeightRatio: CGFloat = 1443.0 / 2048.0

    /// The natural height of one line, ascender plus descender: 1.1934 × the point size
    /// (`UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 pt). A one-line `Text` at `.body` is
    /// this snapped up to the pixel grid: 20.33 pt at 3x, as measured on iOS 13 and 18 simulators.
    public static func naturalLineHeight(pointSize: CGFloat) -> CGFloat {
        pointSize * (ascenderRatio + descenderRatio)
    }

    /// SF Pro's tracking on iOS, in 1/1000 em, by point size: Apple Human Interface Guidelines,
    /// Typography, "Tracking values" (iOS, iPadOS, visionOS; SF Pro).
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values
    static let trackingTable: [(size: CGFloat, milliEm: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking the system applies at `pointSize`, in points per character: the HIG's table,
    /// linear between the sizes it lists, its end values beyond them (17 pt: −0.442; 34 pt: +0.408).
    public static func tracking(pointSize: CGFloat) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let table = trackingTable
        guard pointSize > table[0].size else { return table[0].milliEm / 1000 * pointSize }
        guard pointSize < table[table.count - 1].size else { return table[table.count - 1].milliEm / 1000 * pointSize }
        let upper = table.firstIndex { $0.size >= pointSize }!
        let (a, b) = (table[upper - 1], table[upper])
        let t = (pointSize - a.size) / (b.size - a.size)
        return (a.milliEm + (b.milliEm - a.milliEm) * t) / 1000 * pointSize
    }
}
