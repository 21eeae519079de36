import AirFitUI
import DesignTokens
import SwiftUI

/// One registered preview: a stable name (for `airfit render`, the gallery and snapshot files) and
/// the view.
public struct PreviewEntry: Identifiable, Sendable {
    /// The stable name (`airfit render NAME`, the gallery's file name, the snapshot's name).
    public let name: String
    /// One line on what the preview shows.
    public let summary: String
    /// The dialect whose components it shows, or nil for a preview across the dialects.
    public let dialect: Dialect?
    /// Builds the preview's view.
    public let makeView: @MainActor @Sendable () -> AnyView

    public var id: String { name }

    /// A preview.
    ///
    /// ```swift
    /// PreviewEntry(name: "glass-card", summary: "GlassCard on the peach-rose gradient", dialect: .pastel) {
    ///     AnyView(GlassCard { Text("Breakfast") })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: A stable name, lower-case words joined by hyphens.
    ///   - summary: One line on what the preview shows.
    ///   - dialect: The dialect whose components it shows, or nil for a preview across the dialects.
    ///   - makeView: Builds the preview's view.
    public init(
        name: String, summary: String, dialect: Dialect? = nil, makeView: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.name = name
        self.summary = summary
        self.dialect = dialect
        self.makeView = makeView
    }
}

/// Every component's previews, in one list that the gallery, `airfit render` and the snapshot
/// tests all walk.
public enum PreviewCatalog {
    /// The themes the catalog and the gallery draw everything in: the spec's three, then the
    /// example brand, Harbor (`Theme.harbor`).
    public static let themes: [Theme] = Theme.all + [.harbor]

    /// Every preview, in the order the gallery and `airfit list` show them.
    public static let entries: [PreviewEntry] =
        [
            PreviewEntry(name: "cascade-text", summary: "CascadeText: a two-line greeting cascading in glyph by glyph", dialect: .pastel) {
                AnyView(CascadeTextPreviews.previews)
            },
            PreviewEntry(name: "drag-dismiss-sheet", summary: "DragDismissSheet at rest: pastel glass with a grabber", dialect: .pastel) {
                AnyView(DragDismissSheetPreviews.previews)
            },
            PreviewEntry(
                name: "expanding-metric", summary: "ExpandingMetric: a ring that lifts and expands into its detail when tapped",
                dialect: .pastel
            ) {
                AnyView(ExpandingMetricPreviews.previews)
            },
            PreviewEntry(
                name: "flare-parallax", summary: "FlareButton, and a GlassCard in a ParallaxContainer on a tilted device", dialect: .pastel
            ) {
                AnyView(FlareAndParallaxPreviews.previews)
            },
            PreviewEntry(name: "glass-card", summary: "GlassCard: a nutrition summary on 000's peach-rose gradient", dialect: .pastel) {
                AnyView(GlassCardPreviews.previews)
            },
            PreviewEntry(name: "gradient-number", summary: "GradientNumber on three gradients, in its 3:1 number colors", dialect: .pastel)
            {
                AnyView(GradientNumberPreviews.previews)
            },
            PreviewEntry(
                name: "stats", summary: "003: a ModernSegmentControl, StatCards with glowing icons and ActionChips", dialect: .athletic
            ) {
                AnyView(StatsPreviews.previews)
            },
            PreviewEntry(name: "voice-log-prompt", summary: "000 §6.3's voice log: a cascading prompt over MicRippleView", dialect: .pastel)
            {
                AnyView(VoiceLogPreviews.previews)
            },
            PreviewEntry(
                name: "modern-components",
                summary: "003: ModernCards revealed in a stagger, a ProgressRing and the five ModernButton variants", dialect: .athletic
            ) {
                AnyView(ModernComponentsPreviews.previews)
            },
            PreviewEntry(
                name: "themed-components",
                summary: "GlassCard, ModernCard, StatCard, ActionChip and FlareButton side by side, each in its own dialect"
            ) {
                AnyView(ThemedComponents())
            },
            PreviewEntry(
                name: "pastel-dashboard", summary: "000 §6.1's dashboard: BaseScreen, CascadeText, GlassCard, MetricRing, GradientNumber",
                dialect: .pastel
            ) {
                AnyView(PastelDashboardPreviews.previews)
            },
        ] + athleticEntries + liquidEntries

    /// The entry named `name`, if there is one.
    public static func entry(named name: String) -> PreviewEntry? {
        entries.first { $0.name == name }
    }
}
