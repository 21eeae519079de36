import HeadlessSwiftUI

extension ViewNode {
    /// The children VoiceOver reads and a finger reaches: a navigation stack's top page only (the
    /// pages under it are covered), every child of anything else.
    var reachableChildren: [ViewNode] {
        if case .effect(.navigationDestination) = kind { Array(children.suffix(1)) } else { children }
    }
}
