import HeadlessSwiftUI

/// A matched-geometry group: an id in a namespace.
struct MatchKey: Hashable {
    let namespace: Namespace.ID
    let id: String
}
