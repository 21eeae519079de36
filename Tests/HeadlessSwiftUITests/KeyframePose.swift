import SwiftUI

/// A value with two animatable properties, for the keyframe tests' tracks.
struct KeyframePose: Animatable {
    var scale = 1.0
    var offset = 0.0
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(scale, offset) }
        set { (scale, offset) = (newValue.first, newValue.second) }
    }
}
