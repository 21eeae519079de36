import Renderer

/// One of iOS's accessibility display settings a review draws its previews with, one at a time
/// (`standard`: none of them).
///
/// ```json
/// "displaySettings": ["standard", "boldText", "increaseContrast"]
/// ```
public enum DisplaySetting: String, CaseIterable, Codable, Sendable {
    case standard
    case boldText
    case increaseContrast
    case reduceTransparency
    case differentiateWithoutColor
    case buttonShapes
    case reduceMotion

    /// `settings` with this setting on.
    public func applied(to settings: RenderSettings) -> RenderSettings {
        var settings = settings
        switch self {
        case .standard: break
        case .boldText: settings.boldText = true
        case .increaseContrast: settings.increaseContrast = true
        case .reduceTransparency: settings.reduceTransparency = true
        case .differentiateWithoutColor: settings.differentiateWithoutColor = true
        case .buttonShapes: settings.buttonShapes = true
        case .reduceMotion: settings.reduceMotion = true
        }
        return settings
    }
}
