import CRaster

/// A perspective warp of premultiplied ARGB32 pixels in place (what `rotation3DEffect` needs and
/// Cairo's affine transforms cannot do).
public enum ProjectiveWarp {
    /// Warps by the 3×3 row-major homography `matrix` (source pixel → destination pixel); a singular
    /// or non-finite matrix leaves the pixels as they are, and so does the identity, without
    /// sampling them (a card at rest in a `rotation3DEffect` of 0°: bilinear sampling at the
    /// pixels' own centres gives them back unchanged, at a full pass over the surface).
    public static func apply(to pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, matrix: [Double]) {
        guard !isIdentity(matrix) else { return }
        guard matrix.count == 9, matrix.allSatisfy(\.isFinite), width > 0, height > 0, stride >= width * 4,
            stride <= Int(Int32.max), height <= Int(Int32.max), let inverse = invert(matrix)
        else { return }
        craster_projective_warp(pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride), inverse)
    }

    /// Whether `matrix` is the identity to within 1e-9 in every entry (what a 0° rotation composed
    /// with the canvas's scale and back gives, rounding aside).
    public static func isIdentity(_ matrix: [Double]) -> Bool {
        matrix.count == 9 && matrix.indices.allSatisfy { abs(matrix[$0] - ($0 % 4 == 0 ? 1 : 0)) <= 1e-9 }
    }

    /// The inverse of a row-major 3×3 matrix, or nil when it is singular.
    public static func invert(_ m: [Double]) -> [Double]? {
        let c00 = m[4] * m[8] - m[5] * m[7]
        let c01 = m[5] * m[6] - m[3] * m[8]
        let c02 = m[3] * m[7] - m[4] * m[6]
        let determinant = m[0] * c00 + m[1] * c01 + m[2] * c02
        guard abs(determinant) > 1e-12 else { return nil }
        let inverse = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return inverse.map { $0 / determinant }
    }

    /// Matrix product a × b of two row-major 3×3 matrices.
    public static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<3).flatMap { row in (0..<3).map { column in (0..<3).reduce(0.0) { $0 + a[row * 3 + $1] * b[$1 * 3 + column] } } }
    }
}
