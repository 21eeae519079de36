import Foundation
import HeadlessSwiftUI

/// A value the timeline interpolates, found on an effect or shape node.
public enum AnimatableProperty: String, CaseIterable, Sendable {
    case opacity
    case offsetX, offsetY
    case scaleX, scaleY
    case rotationDegrees
    case trimFrom, trimTo
    /// `blur(radius:)`'s radius (Apple's blur effect animates its radius).
    case blurRadius
    /// `shadow(color:radius:x:y:)`'s radius and offset.
    case shadowRadius, shadowX, shadowY

    /// The property's values on one node, by property.
    @MainActor static func values(of node: ViewNode) -> [AnimatableProperty: Double] {
        switch node.kind {
        case let .effect(.opacity(value)): return [.opacity: value]
        case let .effect(.geometry(effect as any NamedAnimatableValues)):
            return Dictionary(
                uniqueKeysWithValues: effect.namedValues.compactMap { name, value in
                    AnimatableProperty(rawValue: name).map { ($0, value) }
                })
        case let .effect(.blur(radius, _)): return [.blurRadius: radius]
        case let .effect(.shadow(_, radius, x, y)): return [.shadowRadius: radius, .shadowX: x, .shadowY: y]
        case let .shape(drawing):
            guard let trim = drawing.trim else { return [:] }
            return [.trimFrom: trim.from, .trimTo: trim.to]
        default: return [:]
        }
    }
}

/// Identifies one animatable value: a node identity and a property.
struct AnimatableKey: Hashable {
    let identity: String
    let property: AnimatableProperty
}
