import Foundation
import HeadlessSwiftUI

/// Which SF Symbols flip in a right-to-left layout: those named for a reading direction
/// (`.forward`, `.backward`, `text.alignleft`-style names are not among them), as the SF Symbols
/// app's "localized" variants for right-to-left scripts. Symbols named for a fixed side
/// (`chevron.right`, `arrow.left`) keep it.
enum SymbolMirroring {
    /// Whether `name` points the other way right to left.
    static func mirrors(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.contains("forward") || parts.contains("backward")
            || ["arrow.uturn.forward", "arrow.uturn.backward", "text.insert", "list.bullet.indent"].contains(name)
    }
}

extension DisplayListBuilder {
    /// A text alignment as drawn: `leading` and `trailing` swap right to left (the leading edge is
    /// on the right), `center` stays.
    static func drawn(_ alignment: TextAlignment, _ direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}
