import AirFitUI
import Foundation
import SwiftUI

/// `LiquidGlassDateStrip`'s example on its documentation page (`Components/LiquidGlassDateStrip.md` shows this code).
struct WeekStrip: View {
    @State private var day = Date(timeIntervalSince1970: 1_763_942_400)

    var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let week = (-3...3).map { Date(timeIntervalSince1970: 1_763_942_400 + Double($0) * 86_400) }
        return LiquidGlassDateStrip(selection: $day, dates: week, calendar: calendar)
    }
}
