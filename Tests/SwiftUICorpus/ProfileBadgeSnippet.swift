import SwiftUI

/// A profile header as app code draws one: the app's logo as a template tinted with the brand
/// color, gradients written as shape-style members (linear, elliptical, conic, a color's own
/// gradient), and a badge that can be pinched and turned at once, pressed then dragged, or
/// double-tapped before a single tap.
@MainActor
public struct ProfileBadgeSnippet: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var offset = CGSize.zero
    @State private var isPinned = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Rectangle()
                    .fill(.ellipticalGradient(colors: [.white, .indigo], endRadiusFraction: 0.6))
                Image("logo")
                    .renderingMode(.template)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 48, height: 48)
                    .foregroundStyle(.orange)
            }
            .frame(height: 120)
            Circle()
                .strokeBorder(.conicGradient(colors: [.red, .yellow, .green, .red], center: .center), lineWidth: 6)
                .background(Circle().fill(.radialGradient(Color.blue.gradient, endRadius: 40)))
                .frame(width: 80, height: 80)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .offset(offset)
                .gesture(
                    MagnifyGesture().simultaneously(with: RotateGesture())
                        .onChanged { value in
                            scale = value.first?.magnification ?? scale
                            angle = value.second?.rotation ?? angle
                        }
                )
                .simultaneousGesture(
                    LongPressGesture().sequenced(before: DragGesture())
                        .onChanged { value in
                            if case let .second(true, drag?) = value { offset = drag.translation }
                        }
                )
                .highPriorityGesture(
                    TapGesture(count: 2).exclusively(before: TapGesture())
                        .onEnded { value in
                            if case .first = value { isPinned.toggle() }
                        }
                )
            Capsule()
                .fill(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                .frame(width: 160, height: 32)
                .overlay(Text(isPinned ? "Pinned" : "Pro").font(.headline).foregroundStyle(.white))
            Image(systemName: "star.fill").renderingMode(.original)
        }
        .padding()
    }
}
