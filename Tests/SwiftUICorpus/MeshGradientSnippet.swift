import SwiftUI

/// An iOS 18 hero background: a 3 × 3 mesh gradient with its middle point moved, behind a title,
/// and a card filled with a mesh gradient as a shape style.
@MainActor
public struct MeshGradientSnippet: View {
    public init() {}

    /// The mesh: nine points, the middle one up and to the trailing side.
    public static let hero = MeshGradient(
        width: 3, height: 3,
        points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
        colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint],
        background: .black, smoothsColors: true, colorSpace: .perceptual)

    public var body: some View {
        ZStack {
            Self.hero.ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Summer Run").font(.largeTitle.bold())
                RoundedRectangle(cornerRadius: 16)
                    .fill(
                        MeshGradient(
                            width: 2, height: 2,
                            bezierPoints: [
                                .init(
                                    position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0], trailingControlPoint: [0.3, 0],
                                    bottomControlPoint: [0, 0.3]),
                                .init(
                                    position: [1, 0], leadingControlPoint: [0.7, 0], topControlPoint: [1, 0], trailingControlPoint: [1, 0],
                                    bottomControlPoint: [1, 0.3]),
                                .init(
                                    position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0, 0.7],
                                    trailingControlPoint: [0.3, 1], bottomControlPoint: [0, 1]),
                                .init(
                                    position: [1, 1], leadingControlPoint: [0.7, 1], topControlPoint: [1, 0.7],
                                    trailingControlPoint: [1, 1], bottomControlPoint: [1, 1]),
                            ],
                            colors: [.mint, .teal, .cyan, .blue])
                    )
                    .frame(height: 120)
            }
            .padding()
        }
    }
}
