/// The iOS release whose system colors a picture is drawn with (`--os 18|26`, `os:` on
/// `.headlessImage`). iOS 26 changed the hues of most accent colors; labels, backgrounds, grays,
/// fills and separators are the same in both (D207).
///
/// ```swift
/// let red = SystemPalette.red.resolved(in: .light, on: .iOS26)  // #FF383C
/// ```
public enum IOSVersion: Int, CaseIterable, Sendable, Codable {
    /// iOS 13 to 18's values (the HIG's Color page before its June 2025 update).
    case iOS18 = 18
    /// iOS 26's values.
    case iOS26 = 26

    /// What a picture is drawn with when no release is named: iOS 18, the package's deployment
    /// target and the release every committed reference was drawn with (D207).
    public static let `default` = IOSVersion.iOS18
}
