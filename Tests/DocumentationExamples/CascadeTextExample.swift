import AirFitUI
import SwiftUI

/// `CascadeText`'s example on its documentation page (`Components/CascadeText.md` shows this code).
struct Greeting: View {
    var body: some View {
        CascadeText("Good\nmorning")
            .font(.system(size: 34, weight: .light, design: .rounded))
    }
}
