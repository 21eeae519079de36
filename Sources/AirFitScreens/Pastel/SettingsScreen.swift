import AirFitUI
import DesignTokens
import SwiftUI

/// Settings as grouped glass rows: each row a setting and its value.
@MainActor
public struct SettingsScreen: View {
    @Environment(\.locale) private var locale
    /// The settings list with its sample values.
    public init() {}

    public var body: some View {
        PastelPage(initial: .sageMelon) {
            // The page scrolls once its groups are taller than the screen (accessibility sizes).
            PastelScroll {
                VStack(alignment: .leading, spacing: 24) {
                    ScreenTitle(text: String(localized: "Settings", bundle: .module, locale: locale), size: 34)
                    ForEach(Array(DailySamples.settings.enumerated()), id: \.offset) { _, group in
                        GlassCard {
                            VStack(alignment: .leading, spacing: 12) {
                                group.title.font(.subheadline.weight(.semibold)).accessibleSecondaryForeground()
                                    .accessibilityAddTraits(.isHeader)
                                ForEach(group.rows.indices, id: \.self) { index in
                                    LabeledValueRow {
                                        group.rows[index].0.font(.body)
                                    } value: {
                                        group.rows[index].1.font(.body).accessibleSecondaryForeground()
                                    }
                                    .accessibilityElement(children: .combine)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
