import SwiftUI

/// A sparkline and a tab-shaped badge drawn as custom shapes the way chart code builds paths: lines
/// through many points, rounded corners by their tangents, relative arcs, rects and paths added
/// under a transform; the badge grows along the inverse of a curve.
struct SparklineShape: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        guard values.count > 1, let top = values.max(), top > 0 else { return Path() }
        let step = rect.width / CGFloat(values.count - 1)
        var path = Path()
        path.addLines(
            values.enumerated().map { index, value in
                CGPoint(x: rect.minX + CGFloat(index) * step, y: rect.maxY - rect.height * CGFloat(value / top))
            })
        path.addRects(
            [CGRect(x: 0, y: 0, width: 2, height: 2)], transform: CGAffineTransform(translationX: rect.maxX - 1, y: rect.minY))
        return path
    }
}

struct TabBadgeShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: 8)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: 8)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        var dot = Path()
        dot.addRelativeArc(center: .zero, radius: 3, startAngle: .zero, delta: .degrees(360))
        path.addPath(dot, transform: CGAffineTransform(translationX: rect.midX, y: rect.midY))
        path.addRoundedRect(
            in: CGRect(x: rect.minX + 4, y: rect.maxY - 6, width: 12, height: 4),
            cornerRadii: RectangleCornerRadii(topLeading: 2, topTrailing: 2))
        return path
    }
}

@MainActor
public struct ChartPathsSnippet: View {
    @State private var isGrown = false

    public init() {}

    public var body: some View {
        let legend = isGrown ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))
        VStack(spacing: 16) {
            legend {
                Label("Pace", systemImage: "speedometer")
                Label("Distance", systemImage: "ruler")
            }
            ZStackLayout(alignment: .topTrailing) {
                Circle().fill(.mint).frame(width: 40, height: 40)
                Circle().fill(.red).frame(width: 10, height: 10)
            }
            SparklineShape(values: [3, 5, 4, 8, 6, 9])
                .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(height: 60)
            TabBadgeShape()
                .fill(.orange)
                .frame(width: isGrown ? 120 : 80, height: 40)
                .animation(.timingCurve(UnitCurve.easeIn.inverse, duration: 0.3), value: isGrown)
                .onTapGesture { isGrown.toggle() }
        }
        .padding()
    }
}
