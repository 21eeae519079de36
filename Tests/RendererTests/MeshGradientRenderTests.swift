import Foundation
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import SwiftUICorpus
import Testing

/// `MeshGradient` (iOS 18) drawn: each point of the grid has its color, a patch blends its
/// corners' colors (bilinearly without `smoothsColors`), moved points carry their color with them,
/// and the background shows where no patch covers. Apple: "a two-dimensional gradient defined by a
/// 2D grid of positioned colors"; each point is in the unit square of the filled frame.
@MainActor
struct MeshGradientRenderTests {
    func expect(_ pixel: PixelImage.Pixel?, near color: (Double, Double, Double), within tolerance: Double = 2, _ place: String) throws {
        let pixel = try #require(pixel)
        let levels = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
        let wanted = [color.0, color.1, color.2].map { $0 * 255 }
        #expect(zip(levels, wanted).allSatisfy { abs($0 - $1) <= tolerance }, "\(place): \(levels), wanted \(wanted)")
    }

    @Test func eachCornerHasItsColorAndThePatchBlendsThemBilinearly() throws {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), .white],
            smoothsColors: false)
        let image = try render(mesh)
        // Pixel centres half a pixel in from the corners: within a level and a half of the corner's color.
        try expect(image[x: 0, y: 0], near: (1, 0, 0), "top leading")
        try expect(image[x: 199, y: 0], near: (0, 1, 0), "top trailing")
        try expect(image[x: 0, y: 199], near: (0, 0, 1), "bottom leading")
        try expect(image[x: 199, y: 199], near: (1, 1, 1), "bottom trailing")
        // The centre is the four corners' mean; a quarter across the top, three quarters red.
        try expect(image[x: 100, y: 100], near: (0.5, 0.5, 0.5), "centre")
        try expect(image[x: 50, y: 0], near: (0.75, 0.25, 0), within: 3, "a quarter across the top")
    }

    @Test func aMovedPointCarriesItsColor() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let mesh = MeshGradient(
            width: 3, height: 3,
            points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
            colors: [.black, .black, .black, .black, red, .black, .black, .black, .black])
        let image = try render(mesh)
        // The red point sits at (160, 40): red there, black at the corners, and the unmoved
        // centre of the frame darker than the point.
        try expect(image[x: 160, y: 40], near: (1, 0, 0), within: 12, "the moved point")
        try expect(image[x: 2, y: 197], near: (0, 0, 0), "bottom leading")
        let centre = try #require(image[x: 100, y: 100])
        #expect(centre.red < 200, "\(centre)")
    }

    @Test func theBackgroundShowsWhereNoPatchCovers() throws {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]], colors: [.black, .black, .black, .black],
            background: Color(red: 1, green: 1, blue: 0))
        let image = try render(mesh)
        try expect(image[x: 50, y: 100], near: (0, 0, 0), "inside the mesh")
        try expect(image[x: 150, y: 100], near: (1, 1, 0), "beside it")
    }

    @Test func aMeshWhosePointsDoNotFillItsGridDrawsItsBackground() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0]], colors: [.black, .black], background: .white)
        try expect(try render(mesh)[x: 100, y: 100], near: (1, 1, 1), "centre")
    }

    /// A screen's hero behind the safe areas: its corners are the system colors of its corner
    /// points (red #FF3B30 and mint #00C7BE in the light appearance).
    @Test func aHeroMeshFillsTheScreen() throws {
        let image = try render(MeshGradientSnippet(), device: .iPhone16)
        try expect(image[x: 0, y: 0], near: (1, 59.0 / 255, 48.0 / 255), within: 3, "top leading")
        try expect(image[x: 392, y: 851], near: (0, 199.0 / 255, 190.0 / 255), within: 3, "bottom trailing")
    }
}
