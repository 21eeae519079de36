import Foundation

/// A 3 × 3 projective transform of the plane (Apple: `ProjectionTransform`), in CoreGraphics' row
/// convention: a point (x, y) maps to ((x m11 + y m21 + m31) / w, (x m12 + y m22 + m32) / w) with
/// w = x m13 + y m23 + m33. What a ``GeometryEffect`` returns.
///
/// ```swift
/// ProjectionTransform(CGAffineTransform(translationX: 0, y: -12))
/// ```
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3 (perspective in x).
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3 (perspective in y).
    public var m23: CGFloat = 0
    /// Row 3, column 1 (translation in x).
    public var m31: CGFloat = 0
    /// Row 3, column 2 (translation in y).
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The affine transform `m` as a projection.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether the transform has no perspective: its third column is (0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// The affine part (meaningful when ``isAffine``).
    package var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// The nine entries, row by row.
    package var rows: [CGFloat] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

    package init(rows m: [CGFloat]) {
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    }

    /// `self` followed by `rhs`: a point is transformed by `self` first.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let (l, r) = (rows, rhs.rows)
        var product = [CGFloat](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                var sum: CGFloat = 0
                for k in 0..<3 { sum += l[row * 3 + k] * r[k * 3 + column] }
                product[row * 3 + column] = sum
            }
        }
        return ProjectionTransform(rows: product)
    }

    /// Inverts the transform in place; returns false, leaving it unchanged, when it cannot be inverted.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let cofactors: [CGFloat] = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        guard determinant != 0, determinant.isFinite else { return false }
        self = ProjectionTransform(rows: cofactors.map { $0 / determinant })
        return true
    }

    /// The transform that undoes this one (this one when it cannot be inverted).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}
