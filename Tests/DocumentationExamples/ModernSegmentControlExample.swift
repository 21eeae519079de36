import AirFitUI

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `ModernSegmentControl`'s example on its documentation page (`Components/ModernSegmentControl.md` shows this code).
struct PeriodPicker: View {
    @State private var period = "Week"

    var body: some View {
        ModernSegmentControl(selection: $period, options: ["Day", "Week", "Month"])
    }
}
