import SwiftUI

/// Cards and badges as iOS 16 design code lifts them: a shape style casting a drop shadow, the
/// foreground casting one, and an inner shadow on a pressed well.
@MainActor
public struct ShadowedCardsSnippet: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(.background.shadow(.drop(color: .black.opacity(0.12), radius: 8, y: 4)))
                .frame(height: 120)
            Image(systemName: "bolt.fill")
                .font(.largeTitle)
                .foregroundStyle(.shadow(.drop(radius: 2)))
            Capsule()
                .fill(Color.gray.opacity(0.2).shadow(.inner(color: .black.opacity(0.3), radius: 3, y: 1)))
                .frame(width: 160, height: 36)
            Text("Personal best")
                .foregroundStyle(.white.shadow(.drop(color: .black.opacity(0.4), radius: 1, x: 0, y: 1)))
        }
        .padding()
    }
}
