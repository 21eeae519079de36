import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: `isSource` defaults to `true`
/// (SwiftUI.swiftinterface, iOS 26.2 and macOS 15.5 SDKs). A view that is not the source takes its
/// geometry from the group's source; with no source in the group, nothing is matched, and a view
/// that moves to another place is simply removed there and inserted here.
@MainActor
struct MatchedGeometrySourceTests {
    func capsule(_ host: ViewHost, at time: TimeInterval) -> CGRect? {
        host.displayList(on: .iPhone16, at: time).first { item in
            if case .shape(_, .color(0, 1, 0, 1), nil) = item.content { true } else { false }
        }?.frame
    }

    @Test func theDefaultSourceCarriesTheCapsuleAcross() throws {
        let host = ViewHost(SegmentProbe())
        let start = try #require(capsule(host, at: 0))
        try host.tap("Pick 2")
        let end = try #require(capsule(host, at: 1))
        // withAnimation(.linear(duration: 1)): a quarter of the way at 0.25 s.
        let quarter = try #require(capsule(host, at: 0.25))
        #expect(end.midX > start.midX + 100)
        #expect(abs(quarter.midX - (start.midX + (end.midX - start.midX) / 4)) < 1e-6)
    }

    @Test func withNoSourceTheCapsuleDoesNotTravel() throws {
        let host = ViewHost(SegmentProbe(isSource: false))
        let start = try #require(capsule(host, at: 0))
        try host.tap("Pick 2")
        let end = try #require(capsule(host, at: 1))
        let frames = host.displayList(on: .iPhone16, at: 0.25).compactMap { item -> CGRect? in
            if case .shape(_, .color(0, 1, 0, 1), nil) = item.content { item.frame } else { nil }
        }
        // Only the two capsules where they are laid out: the old one leaving, the new one arriving.
        #expect(!frames.isEmpty)
        #expect(frames.allSatisfy { $0 == start || $0 == end })
    }

    /// A move that starts after the host's clock has run runs from its start: a linear second from
    /// 2 s is a quarter of the way at 2.25 s.
    @Test func aMoveStartedLateRunsFromItsStart() throws {
        let host = ViewHost(SegmentProbe())
        let start = try #require(capsule(host, at: 0))
        host.advance(to: 2)
        try host.tap("Pick 2")
        let end = try #require(capsule(host, at: 3))
        let quarter = try #require(capsule(host, at: 2.25))
        #expect(end.midX > start.midX + 100)
        #expect(abs(quarter.midX - (start.midX + (end.midX - start.midX) / 4)) < 1e-6)
    }

    /// A change without an animation while the capsule travels puts it where it now belongs at
    /// once: sent to segment 2 under a linear second and to segment 1 at 0.5 s without one, it is on
    /// segment 1 at 0.75 s.
    @Test func aChangeWithoutAnimationEndsTheMove() throws {
        let host = ViewHost(SegmentProbe())
        try host.tap("Pick 2")
        host.advance(to: 0.5)
        try host.tap("Jump to 1")
        let settled = try #require(capsule(host, at: 5))
        let part = try #require(host.frames(ofText: "Segment 1", in: host.layout(on: .iPhone16)).first)
        #expect(abs(settled.midX - part.midX) < 1)
        #expect(try #require(capsule(host, at: 0.75)) == settled)
    }
}
