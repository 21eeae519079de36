import SwiftUI

/// A bar chart drawn in a canvas, as app code draws one without Swift Charts: bars filled as
/// paths, each value's label centred above its bar, a title measured before it is placed, and a
/// symbol in a corner.
@MainActor
public struct BarChartCanvasSnippet: View {
    let values: [Double]

    public init(values: [Double]) {
        self.values = values
    }

    public var body: some View {
        Canvas { context, size in
            var title = context.resolve(Text("Weekly distance").font(.headline))
            title.shading = .color(.orange)
            let titleHeight = title.measure(in: size).height
            context.draw(title, at: .zero, anchor: .topLeading)
            let star = context.resolve(Image(systemName: "star.fill"))
            context.draw(star, at: CGPoint(x: size.width - star.size.width / 2, y: titleHeight / 2))
            let top = values.max() ?? 1
            for (index, value) in values.enumerated() {
                let height = (size.height - titleHeight - 24) * value / max(top, 1)
                let bar = CGRect(x: CGFloat(index) * 48, y: size.height - height, width: 32, height: height)
                context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.blue))
                context.draw(Text("\(Int(value))").font(.caption), at: CGPoint(x: bar.midX, y: bar.minY - 8))
            }
            context.draw(Image(systemName: "figure.run"), in: CGRect(x: size.width - 24, y: size.height - 24, width: 24, height: 24))
        }
        .frame(height: 160)
    }
}
