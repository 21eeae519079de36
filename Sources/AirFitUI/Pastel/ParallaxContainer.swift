import DesignTokens
import SwiftUI

/// 001's parallax: the content shifts up to ±4 pt with the device's tilt (from the environment's
/// `deviceTilt`, which an app feeds from Core Motion), easing to each new tilt. Reduce Motion
/// holds it still.
@MainActor
public struct ParallaxContainer<Content: View>: View {
    let content: Content

    @Environment(\.deviceTilt) private var tilt
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Content that shifts up to ±4 pt with the device's tilt (`.deviceTilt(_:)`).
    ///
    /// - Parameter content: The content to move.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let amplitude = reduceMotion ? 0 : PastelLayout.parallaxAmplitude
        content
            .offset(x: tilt.x * amplitude, y: tilt.y * amplitude)
            .animation(.token(.spring(PastelGlass.entranceSpringBounceFree)), value: tilt)
    }
}
