import SwiftUI

/// Status badges drawn as iOS 17 code draws them: a fill and a stroke of one shape chained, a
/// stroke kept as a shape and filled, a border stroked inside, a dashed outline built from a path's
/// stroke, and a tap tested against a circle's path.
struct DashedOutline: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: 10).strokedPath(StrokeStyle(lineWidth: 2, dash: [6, 4]))
    }
}

@MainActor
public struct StatusBadgesSnippet: View {
    @State private var lastTapInside = false

    public init() {}

    public var body: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(.green.opacity(0.2))
                .stroke(.green, lineWidth: 2)
                .frame(width: 44, height: 44)
            Capsule()
                .stroke(lineWidth: 3)
                .fill(.orange)
                .frame(width: 64, height: 28)
            RoundedRectangle(cornerRadius: 8)
                .fill(.background)
                .strokeBorder(.separator)
                .frame(width: 64, height: 28)
            DashedOutline()
                .fill(.secondary)
                .frame(width: 64, height: 28)
            Circle()
                .fill()
                .frame(width: 44, height: 44)
                .onTapGesture(count: 1) {
                    let dot = Path(ellipseIn: CGRect(x: 0, y: 0, width: 44, height: 44))
                    lastTapInside = dot.contains(CGPoint(x: 22, y: 22))
                }
        }
        .foregroundStyle(lastTapInside ? .blue : .gray)
    }
}
