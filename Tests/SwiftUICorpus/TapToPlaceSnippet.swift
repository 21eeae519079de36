import SwiftUI

/// A chart you tap to mark, as iOS 16–17 code reads a tap's location: `onTapGesture` with a
/// location, a spatial tap gesture in a named space, a clock on a minute schedule, a row that
/// redraws only when it changes, and a modifier chosen at run time.
struct MarkRow: View, Equatable {
    let count: Int
    var body: some View { Text("\(count) marks").monospacedDigit() }
}

@MainActor
public struct TapToPlaceSnippet: View {
    @State private var marks: [CGPoint] = []
    @State private var lastGlobal = CGPoint.zero
    @State private var isFramed = false

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
            }
            ZStack(alignment: .topLeading) {
                Rectangle().fill(.blue.opacity(0.1))
                ForEach(marks.indices, id: \.self) { index in
                    Circle().fill(.blue).frame(width: 8, height: 8).position(marks[index])
                }
            }
            .frame(height: 200)
            .onTapGesture { location in marks.append(location) }
            .gesture(
                SpatialTapGesture(count: 2, coordinateSpace: .named("board"))
                    .onEnded { value in lastGlobal = value.location }
            )
            .onTapGesture(count: 3, coordinateSpace: .global) { location in lastGlobal = location }
            MarkRow(count: marks.count).equatable()
            TimelineView(.explicit([Date.now.addingTimeInterval(60)])) { context in
                Text(context.date, style: .relative)
            }
            Text("Board").modifier(EmptyModifier.identity)
        }
        .coordinateSpace(.named("board"))
        .padding()
    }
}
