import SwiftUI

/// An app's launch-time UIKit styling, as SwiftUI apps still write it in their `App`'s or root
/// view's initializer: the navigation bar's appearance objects and title attributes, the tab bar's,
/// the segmented control's tint, the page dots, and the table and text view hacks of iOS 15.
@MainActor
public struct AppearanceSetupSnippet: View {
    public init() {
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .systemBackground
        bar.shadowColor = .clear
        bar.titleTextAttributes = [.foregroundColor: UIColor.label, .font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        UINavigationBar.appearance().tintColor = .systemOrange
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.preferredFont(forTextStyle: .body)], for: .normal)

        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        tabs.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        tabs.stackedLayoutAppearance.normal.iconColor = .secondaryLabel
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().scrollEdgeAppearance = tabs

        UISegmentedControl.appearance().selectedSegmentTintColor = .systemOrange
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemOrange
        UITableView.appearance().backgroundColor = .clear
        UITextView.appearance().backgroundColor = .clear
        UISwitch.appearance().onTintColor = .systemOrange
    }

    public var body: some View {
        NavigationStack {
            Text("Home").navigationTitle("Runs")
        }
    }
}
