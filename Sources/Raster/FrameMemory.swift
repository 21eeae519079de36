import CRaster

/// How a process that draws many pictures keeps its large buffers (D224).
///
/// glibc serves an allocation above 128 KB with fresh pages from the kernel and returns them when
/// it is freed, adjusting that threshold as it goes; a picture's frame, its offscreen groups, blur
/// scratch and PNG rows (a few MB each at 2x) then fault in zeroed pages again for every picture.
/// Measured with `headless-benchmarks picture`: 45,000 page faults a run become 7,000, and one
/// review picture about 15 ms cheaper. `airfit` and a team's review program call this first.
///
/// ```swift
/// FrameMemory.keepFreedBuffers()  // before the first picture
/// ```
public enum FrameMemory {
    /// Keeps freed buffers of up to 32 MB in the process for reuse (glibc's mmap threshold 32 MB,
    /// trim threshold 512 MB). Process-wide and not undone: call it from a program's entry point,
    /// not from a library. Returns whether the C library took the settings (only glibc does).
    @discardableResult
    public static func keepFreedBuffers() -> Bool {
        craster_keep_freed_buffers() == 1
    }
}
