// libFuzzer harness: the Xcode project reader (project.pbxproj as a property list), built
// together with DependencyGraph's sources. Invariants beyond "no crash": reading is
// deterministic; every target has a name and a C99 module name; every path is normalized
// (no empty, `.` or inner `..` component); and the locator that points findings into the file
// finds each target at a line of the input.
import Foundation

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let first = Result { () throws(ReadFailure) in try XcodeProject(name: "Fuzz", pbxproj: bytes) }
  let second = Result { () throws(ReadFailure) in try XcodeProject(name: "Fuzz", pbxproj: bytes) }
  switch (first, second) {
  case (.success(let a), .success(let b)):
    precondition(a == b, "reading is not deterministic")
    for target in a.targets {
      precondition(!target.name.isEmpty, "a target without a name")
      precondition(
        target.moduleName == Target.c99name(of: target.moduleName.rawValue)
          && !target.moduleName.isEmpty,
        "a module name that is not a C99 identifier: \(target.moduleName)")
      let paths =
        target.sourceFiles + target.addedFiles + target.synchronizedFolders.map(\.path)
      for path in paths {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(
          path.hasPrefix("/") ? 1 : 0)
        let inner = parts.drop { $0 == ".." }
        precondition(
          !inner.contains(".") && !inner.contains("..") && (path.isEmpty || !inner.contains("")),
          "a path that is not normalized: \(path)")
      }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    for (_, line) in SwiftPackage.lines(of: Set(a.targets.map(\.id)), in: bytes) {
      precondition(line >= 1 && line <= lines, "a line outside the file")
    }
    _ = ManifestLocator(
      xcodeProject: text, targets: a.targets.map { TargetName($0.name) }, file: "p")
  case (.failure(let a), .failure(let b)):
    precondition(a.reason == b.reason, "rejecting is not deterministic")
  default: preconditionFailure("reading is not deterministic")
  }
  return 0
}
