import SwiftUI

/// A tree of folders, as `OutlineGroup`'s documentation writes one: a hierarchical list, and an
/// outline group inside a list's section beside ordinary rows.
@MainActor
public struct FolderTreeSnippet: View {
    struct Folder: Identifiable, Hashable {
        let id: String
        var subfolders: [Folder]?
    }

    let folders = [
        Folder(id: "Runs", subfolders: [Folder(id: "Tempo"), Folder(id: "Long")]),
        Folder(id: "Rides"),
    ]
    @State private var selection: Folder.ID?

    public init() {}

    public var body: some View {
        VStack {
            List(folders, children: \.subfolders, selection: $selection) { folder in
                Label(folder.id, systemImage: folder.subfolders == nil ? "doc" : "folder")
            }
            List {
                Section("Library") {
                    OutlineGroup(folders, id: \.id, children: \.subfolders) { folder in
                        Text(folder.id)
                    }
                    Text("Archive")
                }
            }
        }
    }
}
