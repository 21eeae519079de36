import SwiftUI

/// Images handed over from UIKit, as app code still does: a named asset that may be missing, a
/// file on disk, a symbol, and the aspect ratio read from the image's size.
@MainActor
public struct UIImageBridgeSnippet: View {
    let avatarPath: String

    public init(avatarPath: String) {
        self.avatarPath = avatarPath
    }

    public var body: some View {
        HStack {
            if let logo = UIImage(named: "Logo") {
                Image(uiImage: logo)
                    .resizable()
                    .aspectRatio(logo.size.width / max(logo.size.height, 1), contentMode: .fit)
                    .frame(height: 32)
            }
            Image(uiImage: UIImage(contentsOfFile: avatarPath) ?? UIImage())
                .resizable()
                .frame(width: 44, height: 44)
                .clipShape(Circle())
            Image(uiImage: UIImage(systemName: "star.fill") ?? UIImage())
        }
    }
}
