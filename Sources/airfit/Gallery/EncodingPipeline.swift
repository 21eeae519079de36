#if os(Linux)
    import Dispatch
    import Foundation
    import ImageEncoding

    /// Encodes the gallery's files off the main thread while the next picture renders: stills are
    /// encoded on a concurrent queue, an animation's frames on a serial one in order. At most a few
    /// encodings wait at once, so rendering never runs far ahead of encoding (memory stays bounded).
    /// The files are keyed by path, so the bytes do not depend on which encoding finished first.
    final class EncodingPipeline: @unchecked Sendable {
        private let queue = DispatchQueue(label: "airfit.gallery.encode", attributes: .concurrent)
        private let group = DispatchGroup()
        private let slots = DispatchSemaphore(value: 4)
        private let lock = NSLock()
        private var files: [String: [UInt8]] = [:]
        private var failure: (any Error)?

        /// Runs `work` in the background and files its bytes under `path`.
        func encode(_ path: String, _ work: @escaping @Sendable () throws -> [UInt8]) {
            slots.wait()
            queue.async(group: group) { [self] in
                defer { slots.signal() }
                do {
                    let bytes = try work()
                    lock.withLock { files[path] = bytes }
                } catch {
                    lock.withLock { failure = failure ?? error }
                }
            }
        }

        /// An animation encoded frame by frame, in order, in the background.
        func animation(_ path: String, framesPerSecond: Int, contactSheet: String?) throws -> AnimationEncoder {
            try AnimationEncoder(pipeline: self, path: path, framesPerSecond: framesPerSecond, contactSheet: contactSheet)
        }

        /// Files a result computed elsewhere.
        func store(_ path: String, _ bytes: [UInt8]) {
            lock.withLock { files[path] = bytes }
        }

        /// Waits for every encoding and returns the files, or the first error.
        func finish() throws -> [String: [UInt8]] {
            group.wait()
            return try lock.withLock {
                if let failure { throw failure }
                return files
            }
        }

        /// One animation's writer, fed on a serial queue.
        final class AnimationEncoder: @unchecked Sendable {
            private let pipeline: EncodingPipeline
            private let path: String
            private let contactSheet: String?
            private let serial = DispatchQueue(label: "airfit.gallery.animation")
            private var writer: APNGWriter
            private var thumbnails: [PixelImage] = []
            private var failure: (any Error)?

            init(pipeline: EncodingPipeline, path: String, framesPerSecond: Int, contactSheet: String?) throws {
                self.pipeline = pipeline
                self.path = path
                self.contactSheet = contactSheet
                writer = try APNGWriter(framesPerSecond: framesPerSecond)
            }

            /// Queues the next frame.
            func append(_ frame: PixelImage) {
                pipeline.slots.wait()
                serial.async(group: pipeline.group) { [self] in
                    defer { pipeline.slots.signal() }
                    guard failure == nil else { return }
                    do {
                        try writer.append(frame)
                        if contactSheet != nil { thumbnails.append(try frame.downsampled(by: 3)) }
                    } catch {
                        failure = error
                    }
                }
            }

            /// Queues the end of the animation: its file and its contact sheet.
            func finish() {
                serial.async(group: pipeline.group) { [self] in
                    do {
                        if let failure { throw failure }
                        pipeline.store(path, try writer.finish())
                        if let contactSheet {
                            pipeline.store(
                                contactSheet,
                                try PNGEncoder.encode(
                                    try ContactSheet.compose(
                                        thumbnails, columns: 10, spacing: 6, background: (red: 128, green: 128, blue: 128))))
                        }
                    } catch {
                        pipeline.lock.withLock { pipeline.failure = pipeline.failure ?? error }
                    }
                }
            }
        }
    }
#endif
