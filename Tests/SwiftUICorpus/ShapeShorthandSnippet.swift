import SwiftUI

/// A badge row drawn with `Shape`'s static members (iOS 17): `.rect(cornerRadius:)` for the card,
/// `.capsule` for the tag, `.circle` for the avatar, `.rect(topLeadingRadius:…)` for the banner and
/// `.containerRelative` for a strip outside any container shape.
@MainActor
public struct ShapeShorthandSnippet: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("Banner").frame(width: 200, height: 40).background(.blue, in: .rect(topLeadingRadius: 16, topTrailingRadius: 16))
            HStack(spacing: 12) {
                Color.orange.frame(width: 40, height: 40).clipShape(.circle)
                Text("New").padding(.horizontal, 10).background(.green, in: .capsule)
                Color.purple.frame(width: 60, height: 30).clipShape(.ellipse)
            }
            Text("Card").frame(width: 200, height: 80).background(.gray, in: .rect(cornerRadius: 12))
            Color.red.frame(width: 100, height: 20).clipShape(.rect)
            Color.teal.frame(width: 80, height: 20).clipShape(.containerRelative)
        }
    }
}

/// The first half of a ring's outline, as a progress arc draws it (`Path.trimmedPath(from:to:)`).
public func halfRing(in rect: CGRect) -> Path {
    Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.5)
}
