import SwiftUI

extension View {
    /// 004's padding with separate horizontal and vertical amounts.
    nonisolated public func symmetricPadding(horizontal: CGFloat, vertical: CGFloat) -> some View {
        padding(.horizontal, horizontal).padding(.vertical, vertical)
    }
}
