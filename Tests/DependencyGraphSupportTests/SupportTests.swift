import Foundation
import Testing

@testable import DependencyGraphSupport

@Suite("DependencyGraphSupport: shell words, paths, scratch folders and JSON fields")
struct SupportTests {
  @Test("A word is quoted for a shell only when a shell would split or expand it")
  func shellWords() {
    #expect(shellQuoted("Packages/Core") == "Packages/Core")
    #expect(shellQuoted("Core Kit") == "'Core Kit'")
    #expect(shellQuoted("it's") == "'it'\\''s'")
    #expect(shellQuoted("") == "''")
    #expect(shellQuoted("^(A)\\.") == "'^(A)\\.'")
  }

  @Test("A path relative to a folder: empty for the folder, nil outside it")
  func relativePaths() {
    #expect(relative("/a/b/c", to: "/a") == "b/c")
    #expect(relative("/a", to: "/a") == "")
    #expect(relative("/ab/c", to: "/a") == nil)
    #expect(relative("/a/b", to: "/a/") == "b")
  }

  /// An error of the caller's own, as `withTemporaryFolder` and `JSONFieldReader` throw.
  enum Failure: Error, Equatable {
    case folder(String)
    case field(String)
    case body
  }

  @Test("A scratch folder is there for the body and gone after, whether it returns or throws")
  func scratchFolders() throws {
    let failure = { (path: String, _: String) in Failure.folder(path) }
    var seen: URL?
    let body = { (folder: URL) throws(Failure) -> Int in
      seen = folder
      #expect(FileManager.default.fileExists(atPath: folder.path))
      return 7
    }
    #expect(try withTemporaryFolder("dg-support", failing: failure, body) == 7)
    #expect(seen.map { FileManager.default.fileExists(atPath: $0.path) } == false)
    let throwing = { (_: URL) throws(Failure) -> Int in throw Failure.body }
    #expect(throws: Failure.body) {
      try withTemporaryFolder("dg-support", failing: failure, throwing)
    }
    // A parent that is a file: the caller's error, naming the folder.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dg-support-file-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect {
      try withTemporaryFolder("x", in: file, failing: failure, body)
    } throws: { error in
      guard case .folder(let path) = error as? Failure else { return false }
      return path.hasPrefix(file.path + "/x-")
    }
  }

  @Test("A field reader names the field at fault, in the caller's error")
  func fieldReader() throws {
    let reader = JSONFieldReader { Failure.field($0) }
    let document = try JSONDecoder().decode(
      JSONValue.self, from: Data(#"{"name": "", "tags": ["a", 1], "flag": true}"#.utf8))
    let object = try reader.object(document, at: "root", keys: ["name", "tags", "flag"])
    #expect(throws: Failure.field("root.name must be a non-empty string")) {
      try reader.string(object["name"], at: "root.name")
    }
    #expect(throws: Failure.field("root.tags[1] must be a non-empty string")) {
      try reader.strings(object["tags"], at: "root.tags")
    }
    #expect(try reader.bool(object["flag"], at: "root.flag"))
    #expect(throws: Failure.field("root has unknown key 'flag'; allowed: name, tags")) {
      try reader.object(document, at: "root", keys: ["name", "tags"])
    }
  }
}
