import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// Animated PNG frames store only the rectangle that changed, and decode to the frames rendered.
@MainActor
struct APNGFrameTests {
    /// The frame as a PNG viewer shows it: through one PNG encode and decode (straight alpha).
    func viewed(_ frame: PixelImage) throws -> PixelImage { try PNGDecoder.decode(try PNGEncoder.encode(frame)) }

    @Test func aFrameStoresOnlyWhatChanged() throws {
        var first = try PixelImage(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 { first.set(x: x, y: y, to: .init(red: UInt8(x * 6), green: 90, blue: UInt8(y * 8), alpha: 255)) }
        }
        var second = first
        for y in 12..<15 { for x in 5..<9 { second.set(x: x, y: y, to: .init(red: 255, green: 0, blue: 0, alpha: 255)) } }
        let bytes = try APNGEncoder.encode(frames: [first, second, second], framesPerSecond: 30)
        let controls = try PNGChunks.parse(bytes).filter { $0.type == "fcTL" }.map(\.data)
        func field(_ data: [UInt8], _ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        // width, height, x, y of each frame's region.
        #expect(
            controls.map { [field($0, 4), field($0, 8), field($0, 12), field($0, 16)] } == [[40, 30, 0, 0], [4, 3, 5, 12], [1, 1, 0, 0]])
        #expect(controls.allSatisfy { $0[24] == 0 && $0[25] == 0 })
        #expect(try APNGDecoder.frames(bytes) == [try viewed(first), try viewed(second), try viewed(second)])
    }

    /// A rendered animation (a ring filling, 0.6 s at 30 fps) decodes to exactly the
    /// frames rendered.
    @Test func aRenderedAnimationDecodesToItsFrames() throws {
        let device = Device(
            name: "Ring", size: CGSize(width: 160, height: 160), scale: 1, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 60)
        var frames: [PixelImage] = []
        var writer = try APNGWriter(framesPerSecond: 30)
        try Renderer().animate(
            FillingRing(), settings: RenderSettings(device: device, scale: 1),
            from: 0, to: 0.6, framesPerSecond: 30
        ) { frame in
            frames.append(frame)
            try writer.append(frame)
        }
        let decoded = try APNGDecoder.frames(try writer.finish())
        #expect(decoded.count == frames.count && frames.count == 19)
        #expect(decoded == (try frames.map(viewed)))
    }

    /// Streamed (`frameCount` given, bytes taken after every frame) the file is the same bytes as
    /// assembled in memory, and the writer holds no more than one frame's chunks at a time.
    @Test func aStreamedAnimationIsTheSameFile() throws {
        var frames: [PixelImage] = []
        for step in 0..<6 {
            var frame = try PixelImage(width: 30, height: 20)
            for y in 0..<20 { for x in 0..<30 { frame.set(x: x, y: y, to: .init(red: 40, green: UInt8(y * 10), blue: 200, alpha: 255)) } }
            for y in 5..<9 {
                for x in step * 4..<step * 4 + 3 { frame.set(x: x, y: y, to: .init(red: 255, green: 255, blue: 0, alpha: 255)) }
            }
            frames.append(frame)
        }
        var whole = try APNGWriter(framesPerSecond: 30)
        var streamed = try APNGWriter(framesPerSecond: 30, frameCount: frames.count)
        var file: [UInt8] = []
        var largestPiece = 0
        for frame in frames {
            try whole.append(frame)
            try streamed.append(frame)
            let piece = streamed.takeBytes()
            largestPiece = max(largestPiece, piece.count)
            file += piece
        }
        file += try streamed.finish()
        #expect(file == (try whole.finish()))
        #expect(largestPiece < file.count / 2)
        #expect(try APNGDecoder.frames(file).count == 6)
        // One frame more, or one fewer, than announced is an error naming both counts.
        var short = try APNGWriter(framesPerSecond: 30, frameCount: 3)
        try short.append(frames[0])
        #expect(throws: ImageEncodingError("1 frames were appended, 3 announced")) { try short.finish() }
        var long = try APNGWriter(framesPerSecond: 30, frameCount: 1)
        try long.append(frames[0])
        #expect(throws: ImageEncodingError("frame 1 is one more than the 1 frames announced")) { try long.append(frames[1]) }
    }

    /// A dot pulsing in the corner of a screen full of gradient: each frame stores the dot's
    /// rectangle, so the file is a small fraction of whole frames.
    @Test func aSmallChangeCostsASmallRegion() throws {
        let device = Device(
            name: "Screen", size: CGSize(width: 200, height: 300), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 60)
        var whole = 0
        var writer = try APNGWriter(framesPerSecond: 30)
        try Renderer().animate(PulsingDot(), settings: RenderSettings(device: device, scale: 2), from: 0, to: 0.5, framesPerSecond: 30) {
            frame in
            whole += try PNGEncoder.encode(frame).count
            try writer.append(frame)
        }
        let bytes = try writer.finish()
        #expect(bytes.count * 5 < whole, "\(bytes.count) bytes against \(whole) for whole frames")
    }
}

/// A red dot growing in the top-leading corner over a full-screen gradient.
@MainActor
private struct PulsingDot: View {
    @State private var grown = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            Circle().fill(Color.red).frame(width: 16, height: 16).scaleEffect(grown ? 1.5 : 1).padding(12)
                .animation(.easeInOut(duration: 0.5), value: grown)
        }
        .onAppear { grown = true }
    }
}

/// A ring stroked from the top to 70%, filling in when it appears.
@MainActor
private struct FillingRing: View {
    @State private var filled = false

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 12)
            Circle().trim(from: 0, to: filled ? 0.7 : 0)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.6), value: filled)
        }
        .frame(width: 140, height: 140)
        .onAppear { filled = true }
    }
}
