import SwiftUI

/// Each tab's bounds as an anchor, keyed by its index.
struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The centres of the dots a row places, in order.
struct DotCentresKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// A custom segmented control as apps write it: an underline under the selected tab found through
/// anchor preferences and drawn in an overlay, a highlight behind it, dots joined by a path
/// through their centres, and a count capped as it passes up.
@MainActor
public struct SegmentedTabsSnippet: View {
    @State private var selection = 0
    private let tabs = ["Activity", "Workouts", "Trends"]

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 16) {
                ForEach(tabs.indices, id: \.self) { index in
                    Button(tabs[index]) { withAnimation(.snappy) { selection = index } }
                        .foregroundStyle(index == selection ? .primary : .secondary)
                        .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
                }
            }
            .overlayPreferenceValue(TabBoundsKey.self, alignment: .topLeading) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selection] {
                        let bounds = proxy[anchor]
                        Capsule().fill(.tint).frame(width: bounds.width, height: 3)
                            .offset(x: bounds.minX, y: bounds.maxY + 4)
                    }
                }
            }
            .backgroundPreferenceValue(TabBoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selection] {
                        RoundedRectangle(cornerRadius: 8).fill(.quaternary)
                            .frame(width: proxy[anchor].width + 12, height: proxy[anchor].height + 8)
                            .position(x: proxy[anchor].midX, y: proxy[anchor].midY)
                    }
                }
            }

            HStack(spacing: 40) {
                ForEach(0..<4) { _ in
                    Circle().frame(width: 10, height: 10)
                        .transformAnchorPreference(key: DotCentresKey.self, value: .center) { centres, centre in
                            centres.append(centre)
                        }
                }
            }
            .backgroundPreferenceValue(DotCentresKey.self) { centres in
                GeometryReader { proxy in
                    Path { path in
                        let points = centres.map { proxy[$0] }
                        if let first = points.first {
                            path.move(to: first)
                            for point in points.dropFirst() { path.addLine(to: point) }
                        }
                    }
                    .stroke(.secondary, lineWidth: 1)
                }
            }
            .anchorPreference(key: DotCentresKey.self, value: Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])) { _ in [] }
            .transformPreference(DotCentresKey.self) { centres in centres = Array(centres.prefix(4)) }
        }
        .padding()
    }
}
