import SwiftUI

/// A photo grid as iOS 17 and 18 code writes it: tiles that zoom into their detail page, a detail
/// photo pinched and turned with the current gestures and the older ones, a caption blended onto
/// the photo, a stencil turned into a mask, and an area unit with a raised exponent.
@MainActor
public struct PhotoGallerySnippet: View {
    @Namespace private var namespace
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    let photos: [Int]

    public init(photos: [Int] = [1, 2, 3]) {
        self.photos = photos
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(photos, id: \.self) { photo in
                        NavigationLink {
                            detail(photo).navigationTransition(.zoom(sourceID: photo, in: namespace))
                        } label: {
                            Color.orange.frame(height: 100)
                                .matchedTransitionSource(id: photo, in: namespace) {
                                    $0.clipShape(RoundedRectangle(cornerRadius: 8)).background(.black)
                                }
                        }
                    }
                }
                (Text("120 m") + Text("2").font(.caption2).baselineOffset(6)).font(.footnote)
            }
            .navigationTitle("Photos")
        }
    }

    private func detail(_ photo: Int) -> some View {
        ZStack {
            Color.teal
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation })
            Text("Photo \(photo)").font(.largeTitle.bold()).foregroundStyle(.white).blendMode(.difference)
            Circle().fill(.white).frame(width: 40).luminanceToAlpha()
                .gesture(MagnificationGesture().onEnded { _ in scale = 1 })
                .gesture(RotationGesture().onEnded { _ in angle = .zero })
            Label("Beta", systemImage: "flask").baselineOffset(2)
        }
        .navigationTransition(.automatic)
    }
}
