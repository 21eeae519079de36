import SwiftUI

/// A photo card as app code writes its gestures: a double tap likes it (`TapGesture(count: 2)`),
/// a long press resets the count while the card dims under the finger, a drag runs alongside
/// (`simultaneousGesture`) and a press on the badge wins over the card's (`highPriorityGesture`).
@MainActor
public struct LikeCardSnippet: View {
    @State private var likes = 0
    @State private var isPressing = false
    @State private var offset: CGFloat = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue.opacity(isPressing ? 0.5 : 1))
                .frame(height: 160)
                .offset(x: offset)
                .gesture(TapGesture(count: 2).onEnded { likes += 1 })
                .simultaneousGesture(DragGesture().onChanged { offset = $0.translation.width }.onEnded { _ in offset = 0 })
                .onLongPressGesture(minimumDuration: 1) {
                    likes = 0
                } onPressingChanged: { pressing in
                    isPressing = pressing
                }
            Text("\(likes) likes")
                .highPriorityGesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in likes += 10 })
        }
        .padding()
    }
}
