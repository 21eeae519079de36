import SwiftUI

/// Motion and drawing helpers of iOS 17: a `UnitCurve` read directly and as an animation, and a
/// path that continues from its `currentPoint`.
@MainActor
public struct CurveSnippet: View {
    @State private var expanded = false

    /// The snippet.
    public init() {}

    /// How far an ease-in-out has gone at a quarter of its time.
    public static var quarter: Double { UnitCurve.easeInOut.value(at: 0.25) }

    /// A zigzag whose every segment starts where the last ended.
    public static var zigzag: Path {
        var path = Path()
        path.move(to: .zero)
        for step in 1...4 {
            let from = path.currentPoint ?? .zero
            path.addLine(to: CGPoint(x: from.x + 10, y: step.isMultiple(of: 2) ? 0 : 10))
        }
        return path
    }

    public var body: some View {
        Self.zigzag
            .stroke(Color.orange, lineWidth: 2)
            .frame(width: 40, height: 10)
            .scaleEffect(expanded ? 2 : 1)
            .animation(.timingCurve(.circularEaseOut, duration: 0.4), value: expanded)
    }
}
