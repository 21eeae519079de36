/// Facts about iOS itself, not about any design: Dynamic Type's categories, text styles and their
/// sizes, leadings and weights (Apple Human Interface Guidelines, "Dynamic Type sizes"). The
/// headless SwiftUI layer reads them as iOS's SwiftUI does; `DesignTokens` re-exports them for the
/// tokens built on them. Foundation only; no design system's values belong here.
public enum PlatformFacts {}
