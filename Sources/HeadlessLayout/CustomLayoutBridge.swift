import Foundation
import HeadlessSwiftUI

/// Runs a custom `Layout` over layout items, giving it `LayoutSubviews` backed by the engine.
@MainActor
struct CustomLayoutBridge {
    let engine: LayoutEngine
    let layout: any Layout
    let items: [LayoutItem]

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizeThatFits(layout, proposal)
    }

    private func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize) -> CGSize {
        let subviews = self.subviews { _, _, _ in }
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func place(in rect: CGRect, device: Device) {
        place(layout, in: rect, device: device)
    }

    private func place<L: Layout>(_ layout: L, in rect: CGRect, device: Device) {
        let engine = self.engine
        let subviews = self.subviews { item, point, proposal in
            let size = engine.size(item, proposal)
            engine.place(item, in: CGRect(origin: point, size: size), proposal: proposal, device: device)
        }
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews, cache: &cache)
    }

    private func subviews(placing: @escaping (LayoutItem, CGPoint, ProposedViewSize) -> Void) -> LayoutSubviews {
        let engine = self.engine
        return LayoutSubviews(
            items.enumerated().map { index, item in
                LayoutSubview(
                    index: index, measure: { proposal in MainActor.assumeIsolated { engine.size(item, proposal) } },
                    placeAt: { point, anchor, proposal in
                        MainActor.assumeIsolated {
                            let size = engine.size(item, proposal)
                            placing(item, CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height), proposal)
                        }
                    },
                    dimensions: { proposal in
                        // Views lay out on the main actor; the dimensions' closures read the engine there.
                        nonisolated(unsafe) var dimensions: ViewDimensions?
                        MainActor.assumeIsolated { dimensions = engine.subviewDimensions(of: item, proposal: proposal) }
                        return dimensions!
                    })
            })
    }
}
