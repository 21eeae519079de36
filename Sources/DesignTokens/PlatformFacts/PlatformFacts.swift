/// Facts about iOS itself, not about any design: Dynamic Type's categories, text styles and their
/// sizes, leadings and weights (Apple Human Interface Guidelines, "Dynamic Type sizes"); UIKit's
/// system colors and the sRGB and adaptive color values they are written in; the materials'
/// recipes. The headless SwiftUI layer, the runtime and the renderer read them as iOS draws them;
/// `DesignTokens` re-exports them for the tokens built on them. Foundation only; no design
/// system's values belong here.
public enum PlatformFacts {}
