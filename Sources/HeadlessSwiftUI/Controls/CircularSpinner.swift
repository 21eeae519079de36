import PlatformFacts

/// The spinner of the circular progress style: eight spokes fading around a circle, as
/// `UIActivityIndicatorView`'s medium style, 20 pt at the Large text size and growing with body
/// text's line height (22 pt at Large): measured on iOS 18 under AX5 set in the environment, a
/// spinner 56.33 pt across, where body's 62 pt leading gives 56.36 (martinomamic/RSSReader's
/// `TabBarView` references, D284).
@MainActor
struct CircularSpinner: View {
    let tint: Color?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The spinner's side at `size`: 20 pt scaled as body text's leading.
    static func side(at size: DynamicTypeSize) -> CGFloat {
        DynamicTypeTable.scaledAsLeading(20, relativeTo: .body, at: size.category)
    }

    var body: some View {
        let side = Self.side(at: dynamicTypeSize)
        ZStack {
            ForEach(0..<8) { spoke in
                Capsule()
                    .fill(tint ?? Color(.systemGray))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(spoke) * 45))
                    .opacity(1 - Double(spoke) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
        .scaleEffect(side / 20)
        .frame(width: side, height: side)
    }
}
