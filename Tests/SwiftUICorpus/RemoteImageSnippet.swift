import SwiftUI

/// An image loader as apps write one before (or instead of) `AsyncImage`: `URLSession` under
/// `import SwiftUI` alone, which on iOS brings all of Foundation (D302).
public enum RemoteImageLoader {
    /// Why a download is not an image.
    public enum LoadError: Error {
        /// The bytes are not an image UIKit can read.
        case notAnImage
    }

    /// The image at `url`.
    public static func image(at url: URL) async throws -> Image {
        let (data, _) = try await URLSession.shared.data(from: url)
        guard let image = UIImage(data: data) else { throw LoadError.notAnImage }
        return Image(uiImage: image)
    }

    /// A request for `url` that waits at most `timeout` seconds.
    public static func request(_ url: URL, timeout: TimeInterval = 15) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .returnCacheDataElseLoad, timeoutInterval: timeout)
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        return request
    }
}
