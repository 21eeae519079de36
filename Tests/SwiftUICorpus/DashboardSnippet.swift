import SwiftUI

/// A dashboard-like screen: a full-screen gradient, a cascading title and four glass cards with
/// material blur and shadows. The renderer's benchmark frame (`airfit render dashboard`).
@MainActor
public struct DashboardSnippet: View {
    @State private var appeared = false

    public init() {}

    public var body: some View {
        ZStack {
            PeachRoseBackground()
            VStack(alignment: .leading, spacing: 16) {
                CascadeTitleSnippet("Good\nmorning", isVisible: appeared)
                    .font(.system(size: 34, weight: .light, design: .rounded))
                ForEach(0..<4) { index in
                    HStack {
                        Text("Card \(index + 1)").font(.headline)
                        Spacer()
                        Text("\(1_200 + index * 150)").font(.system(size: 34, weight: .thin, design: .rounded)).monospacedDigit()
                    }
                    .padding(16)
                    .frame(height: 120)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                    .shadow(color: .black.opacity(0.06), radius: 10, x: 0, y: 4)
                }
            }
            .padding(24)
        }
        .onAppear { appeared = true }
    }
}
