import AirFitUI
import SwiftUI

/// `ModernSegmentControl`'s example on its documentation page (`Components/ModernSegmentControl.md` shows this code).
struct PeriodPicker: View {
    @State private var period = "Week"

    var body: some View {
        ModernSegmentControl(selection: $period, options: ["Day", "Week", "Month"])
    }
}
