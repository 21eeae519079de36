import SwiftUI

/// An avatar stored as bytes, as app code shows one: decoded with `UIImage(data:)`, a symbol when
/// there are none or they do not decode, and the bytes written back with `pngData()`.
@MainActor
public struct AvatarDataSnippet: View {
    let avatarData: Data?
    @State private var saved: Data?

    public init(avatarData: Data?) {
        self.avatarData = avatarData
    }

    public var body: some View {
        HStack {
            if let data = avatarData, let avatar = UIImage(data: data, scale: 2) {
                Image(uiImage: avatar)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 64, height: 64)
                    .clipShape(Circle())
                    .onTapGesture { saved = avatar.pngData() }
            } else {
                Image(systemName: "person.crop.circle.fill").font(.system(size: 64))
            }
            Text(saved == nil ? "Not saved" : "Saved")
        }
    }
}
