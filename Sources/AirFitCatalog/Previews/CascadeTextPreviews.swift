import AirFitUI
import DesignTokens
import SwiftUI

/// CascadeText's previews: a two-line greeting in 000's display type on the peach-rose gradient.
@MainActor
struct CascadeTextPreviews: PreviewProvider {
    static var previews: some View {
        PreviewBackdrop {
            CascadeText("Good morning,\nAlex")
                .font(.system(size: 34, weight: .light, design: .rounded))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
