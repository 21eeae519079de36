// SwiftUI re-exports Foundation (and with it CGFloat, CGPoint, CGSize, CGRect, Date): so does
// the headless layer, so component code needs no import of its own for them.
@_exported import Foundation
