import AirFitUI
import SwiftUI

/// `ActionChip`'s example on its documentation page (`Components/ActionChip.md` shows this code).
struct QuickActions: View {
    var body: some View {
        HStack {
            ActionChip("Log meal", systemImage: "fork.knife") {}
            ActionChip("Add water", systemImage: "drop.fill") {}
        }
    }
}
