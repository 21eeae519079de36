import SwiftUI

/// A settings model as apps still write it: Combine's `ObservableObject` with `@Published`.
public final class SettingsModel: ObservableObject {
    @Published public var reminders = true
    @Published public var name = "Sam Rivera"

    public init() {}
}

/// A settings screen as Apple's documentation writes one: a `Form` of `Section`s under a large
/// navigation title, with a toggle, a labeled value, a navigation link, a header and a footer.
@MainActor
public struct SettingsScreenSnippet: View {
    @ObservedObject var model: SettingsModel
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.scenePhase) private var scenePhase

    public init(model: SettingsModel) {
        self.model = model
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Workout reminders", isOn: $model.reminders)
                    LabeledContent("Version", value: "2.4")
                    NavigationLink("Units", value: 1)
                } header: {
                    Text("General")
                } footer: {
                    Text("Reminders arrive at 8 am.")
                }
                Section("Account") {
                    Text(model.name).accessibilityIdentifier("settings.name")
                    Text(sizeCategory.isAccessibilityCategory ? "Large type" : "Standard type")
                    Text(scenePhase == .active ? "Active" : "Inactive")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// A list screen: a `List` of rows from data under an inline title, in a `NavigationView`, with
/// an environment object, a hidden separator and a section header kept in its own case.
@MainActor
public struct WorkoutListSnippet: View {
    @EnvironmentObject var model: SettingsModel
    @StateObject private var local = SettingsModel()

    public init() {}

    public var body: some View {
        NavigationView {
            List {
                Section {
                    ForEach(["Squats", "Lunges", "Rows"], id: \.self) { name in
                        NavigationLink(name) { Text(name) }
                    }
                } header: {
                    Text("Today, \(model.name)").textCase(nil)
                }
                Text(local.name).listRowSeparator(.hidden)
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Workouts")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A `ButtonStyle` that reads its button's environment, as design systems theme their styles.
public struct SchemeAwareButtonStyle: ButtonStyle {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(colorScheme == .dark ? "dark" : "light")
            Text(isEnabled ? "enabled" : "disabled")
        }
    }
}

/// A preference a view passes up to its ancestors.
public struct RowCountKey: PreferenceKey {
    public static let defaultValue = 0

    public static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// A color from the app's asset catalog, as app code names it.
@MainActor
public struct BrandColorSnippet: View {
    public init() {}

    public var body: some View {
        Text("Welcome").foregroundStyle(Color("Brand", bundle: .main))
    }
}

/// A sign-in form: a text field, a secure field and a link.
@MainActor
public struct SignInSnippet: View {
    @State private var email = "sam@example.com"
    @State private var password = "hunter2"

    public init() {}

    public var body: some View {
        Form {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        }
    }
}
