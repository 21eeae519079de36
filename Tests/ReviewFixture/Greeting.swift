import SwiftUI

/// A greeting card: a fresh package's first screen.
struct Greeting: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello, \(name)").font(.title2.weight(.semibold))
            Button("Start a workout") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview("Greeting") {
    Greeting(name: "Ada")
}

/// A view whose body traps, as a preview of a screen with missing data does.
struct MissingProfile: View {
    var body: some View {
        let profile: String? = nil
        Text(profile!)
    }
}

#Preview("Traps") {
    MissingProfile()
}

/// A view whose body never returns, as a preview stuck waiting for data does.
struct NeverSettles: View {
    let start: Int

    var body: some View {
        var count = start
        while count >= start { count &+= 1 }
        return Text("\(count)")
    }
}

#Preview("Never settles") {
    NeverSettles(start: 1)
}
