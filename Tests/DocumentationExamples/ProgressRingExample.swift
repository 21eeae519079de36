import AirFitUI
import SwiftUI

/// `ProgressRing`'s example on its documentation page (`Components/ProgressRing.md` shows this code).
struct WeeklyGoal: View {
    var body: some View {
        ProgressRing(value: 3, goal: 5)
    }
}
