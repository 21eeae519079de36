import Foundation

/// What SwiftUI's drawing takes from the attributes an app set on a UIKit appearance proxy: the
/// text's color and font (D270).
@MainActor
struct TitleTextAttributes {
    /// The `.foregroundColor`, as SwiftUI's color.
    let color: Color?
    /// The `.font`, as the system font of its size and weight.
    let font: Font?

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        color = (attributes?[.foregroundColor] as? UIColor).map { Color(uiColor: $0) }
        font = (attributes?[.font] as? UIFont).map { Font.system(size: $0.pointSize, weight: Self.weight($0.weight)) }
    }

    /// The navigation bar's title attributes: a large title's from the appearance at the scroll
    /// edge (where a large title stands) or the standard one, an inline title's from the standard
    /// one, each over the bar's own attributes.
    static func navigationTitle(large: Bool) -> TitleTextAttributes {
        let bar = UINavigationBar.appearance()
        let own = (large ? bar.largeTitleTextAttributes : bar.titleTextAttributes) ?? [:]
        let appearance = large ? (bar.scrollEdgeAppearance ?? bar.standardAppearance) : bar.standardAppearance
        let set = large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes
        return TitleTextAttributes(own.merging(set) { $1 })
    }

    /// A segmented picker's option titles: the selected one's from the `.selected` attributes,
    /// falling back on the `.normal` ones, as UIKit's.
    static func segment(selected: Bool) -> TitleTextAttributes {
        let control = UISegmentedControl.appearance()
        let normal = control.titleTextAttributes(for: .normal)
        return TitleTextAttributes(selected ? control.titleTextAttributes(for: .selected) ?? normal : normal)
    }

    /// UIKit's weight (−0.8 to 0.62) as the nearest of SwiftUI's.
    private static func weight(_ weight: UIFont.Weight) -> Font.Weight {
        let steps: [(UIFont.Weight, Font.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        return steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }
}

extension View {
    /// The color of `attributes`, where it is set (a title's font is set on its text, where it
    /// wins over the one the bar gives it).
    @ViewBuilder func titleTextColor(_ attributes: TitleTextAttributes) -> some View {
        if let color = attributes.color { foregroundStyle(color) } else { self }
    }
}
