import SwiftUI

/// Which Liquid Glass the liquid components draw (004 "iOS Version Compatibility").
public enum LiquidGlassRendering: String, CaseIterable, Sendable {
    /// iOS 26's native `glassEffect` where the system has it, the material fallback before.
    case automatic
    /// The native glass (on systems before iOS 26 this still falls back: the API is not there).
    case native
    /// 004's iOS 18–25 material fallback, on every system: for snapshots and side-by-side reviews.
    case fallback
}

/// The environment key holding the glass rendering; automatic unless a view sets another.
struct LiquidGlassRenderingKey: EnvironmentKey {
    static let defaultValue = LiquidGlassRendering.automatic
}

extension EnvironmentValues {
    /// How the liquid components draw their glass (see `LiquidGlassRendering`).
    public var liquidGlassRendering: LiquidGlassRendering {
        get { self[LiquidGlassRenderingKey.self] }
        set { self[LiquidGlassRenderingKey.self] = newValue }
    }
}

extension View {
    /// Sets how the liquid components inside draw their glass: native, the fallback, or automatic.
    nonisolated public func liquidGlassRendering(_ rendering: LiquidGlassRendering) -> some View {
        environment(\.liquidGlassRendering, rendering)
    }
}
