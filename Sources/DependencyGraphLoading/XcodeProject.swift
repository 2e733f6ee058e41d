package import DependencyGraphModel
import DependencyGraphSupport
package import Foundation

/// An Xcode project as its `project.pbxproj` describes it: the native targets, what each one
/// compiles, depends on and links, and the packages the project references.
///
/// It reads the file's objects only; folders that Xcode keeps in sync with the disk
/// (``NativeTarget/synchronizedFolders``) and local packages found in the project's folders
/// are read from the disk by ``SwiftPackage/init(xcodeProject:)``. Paths are relative to the
/// folder that holds the `.xcodeproj`, the project's `SRCROOT`.
package struct XcodeProject: Hashable, Sendable {
  /// A target that Xcode builds from sources (`PBXNativeTarget`).
  package struct NativeTarget: Hashable, Sendable {
    /// The object's identifier in the file, where findings about the target point.
    package let id: String
    package let name: String
    package let kind: Target.Kind
    /// The name an `import` uses: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, in its C99 form.
    package let moduleName: ModuleName
    /// The files of the Sources build phase.
    package let sourceFiles: [String]
    /// What else its build reads, files or folders: the files of its Resources, Headers and
    /// Copy Files phases (an asset catalog is a folder), its configuration files with those
    /// they include, its `INFOPLIST_FILE` and its `CODE_SIGN_ENTITLEMENTS`, in no order.
    package let inputFiles: [String]
    /// The synchronized folders the target owns (Xcode 16's `fileSystemSynchronizedGroups`):
    /// every file in them is compiled except the excluded ones.
    package let synchronizedFolders: [SynchronizedFolder]
    /// Files of synchronized folders the target does not own that an exception adds to it.
    package let addedFiles: [String]
    /// The native targets it depends on or links, by name.
    package let targetDependencies: [String]
    /// The package products it links, by name.
    package let productDependencies: [ProductName]
    /// Those of ``productDependencies`` named without their package.
    package let unplacedProducts: [ProductName]
    /// The frameworks its Frameworks phase links from the build folder that no target of
    /// this project makes (`GRDB.framework` as a file of `BUILT_PRODUCTS_DIR`), by name:
    /// Xcode builds the workspace's target of that product first.
    package let linkedProducts: [ModuleName]
    /// The native targets it needs to run but does not link, by name: what an app embeds (its
    /// extensions, its watch app), the app a UI test drives, a unit test's host app.
    package let runtimeDependencies: [String]
    /// The compilation conditions of each of its configurations.
    package let buildConditions: BuildConditions
  }

  /// A folder whose files Xcode compiles without listing them, with the files a target
  /// leaves out.
  package struct SynchronizedFolder: Hashable, Sendable {
    package let path: String
    /// Paths relative to ``path`` that are not compiled: files, or folders of them.
    package let excluded: Set<String>

    /// Whether `file`, relative to ``path``, is left out: it, or a folder holding it, is
    /// excluded.
    package func excludes(_ file: String) -> Bool {
      guard !excluded.isEmpty else { return false }
      var path = Substring(file)
      while !path.isEmpty {
        if excluded.contains(String(path)) { return true }
        path = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
      }
      return false
    }
  }

  /// A package the project references in its Package Dependencies.
  package enum PackageReference: Hashable, Sendable {
    /// `XCRemoteSwiftPackageReference`: a repository URL.
    case remote(url: String)
    /// `XCLocalSwiftPackageReference`: a folder.
    case local(path: String)
  }

  /// The project's name: its `.xcodeproj` folder's, without the extension.
  package let name: String
  /// The native targets, in the project's order.
  package let targets: [NativeTarget]
  /// The referenced packages, in the project's order.
  package let packages: [PackageReference]
  /// The paths of the navigator's file references, sorted: a local package added by dragging
  /// its folder in is one, whatever file type Xcode recorded for it (`folder`, `wrapper`, or
  /// `text` for a package dragged in from Finder).
  package let folderReferences: [String]
  /// Every synchronized folder of the project, owned by a target or not, sorted: a folder
  /// below one that holds a `Package.swift` is a local package.
  package let synchronizedFolders: [String]
  /// Objects that could not be used, each with why; what they describe is not checked.
  package let problems: [Problem]
  /// Configuration files that could not be read in full, each with where and why.
  package let settingsProblems: [SettingsProblem]
  /// The name of the target each identifier stands for: a native target's own, and its
  /// product file's, which another project's proxy names.
  package let identifiers: [String: String]
  /// For each target of another project that a proxy names (by the name the proxy stored,
  /// `remoteInfo`), the identifier it points at there (`remoteGlobalIDString`), which holds
  /// when the name has gone stale.
  package let proxies: [String: String]

  /// A base configuration file that cannot be read, or an `#include` in one that cannot be
  /// followed: the flags it would define are taken as possibly defined.
  package struct SettingsProblem: Hashable, Sendable {
    /// The file at fault: the configuration file, or `nil` for the project file, where
    /// ``object`` names what points at it.
    package let file: String?
    package let line: Int
    package let object: String?
    package let reason: String
    /// The configuration file that could not be read, when that is the problem.
    package var missing: String? = nil
  }

  /// An object of the file that could not be used.
  package struct Problem: Hashable, Sendable {
    package let object: String
    package let reason: String
  }

  /// Reads a `project.pbxproj`.
  ///
  /// - Parameters:
  ///   - name: The project's name.
  ///   - data: The file's bytes.
  ///   - readConfiguration: Reads an `.xcconfig` file given its path relative to the
  ///     project's folder; `nil` when it cannot. Module names set there are used.
  /// - Throws: ``ReadFailure`` when the file is no property list or has no root object; an
  ///   object that cannot be used is a ``Problem`` instead.
  package init(
    name: String, pbxproj data: Data,
    readConfiguration: @escaping (String) -> String? = { _ in nil }
  ) throws(ReadFailure) {
    let list: OpenStepPropertyList
    do {
      list = try OpenStepPropertyList.parse(Array(data))
    } catch {
      throw ReadFailure(
        reason: "it is not a property list in Xcode's format (line \(error.line): "
          + "\(error.reason))")
    }
    guard case .dictionary(let top) = list else {
      throw ReadFailure(reason: "its top level is not a dictionary")
    }
    guard case .dictionary(let fields)? = top["objects"] else {
      throw ReadFailure(reason: "it has no 'objects' dictionary")
    }
    // A value that is no dictionary is no object: a reference to it is a missing object.
    let objects = fields.compactMapValues(PBXObject.init)
    guard let rootID = top["rootObject"]?.string, let root = objects[rootID],
      root.isa == "PBXProject"
    else {
      throw ReadFailure(reason: "its 'rootObject' names no PBXProject object")
    }
    var reader = ObjectReader(
      objects: objects, rootID: rootID, root: root, readConfiguration: readConfiguration)
    self.name = name
    self.targets = root.ids("targets").compactMap { reader.nativeTarget($0) }
    self.packages = root.ids("packageReferences").compactMap { reader.package($0) }
    self.folderReferences = reader.folders(ofKind: "PBXFileReference")
    self.synchronizedFolders = reader.folders(ofKind: "PBXFileSystemSynchronizedRootGroup")
    self.problems = reader.problems
    self.identifiers = reader.identifiers
    self.proxies = reader.proxies
    self.settingsProblems = reader.settingsProblems.sorted {
      ($0.file ?? "", $0.line, $0.reason, $0.object ?? "")
        < ($1.file ?? "", $1.line, $1.reason, $1.object ?? "")
    }
  }
}

/// One object of a `project.pbxproj`: each field as the three shapes an Xcode project's fields
/// take, read by name, so that a field of another shape reads as absent.
package struct PBXObject {
  /// A field's value, typed once as the file is read.
  enum Field {
    case string(String)
    /// An array's strings, such as identifiers; other elements are left out.
    case strings([String])
    /// A dictionary's string values, such as `buildSettings`; a list of strings is joined
    /// with spaces, as Xcode reads `SWIFT_ACTIVE_COMPILATION_CONDITIONS = (DEBUG, X);`.
    case table([String: String])
    /// Data, which an Xcode project does not write in an object.
    case other

    init(_ value: OpenStepPropertyList) {
      switch value {
      case .string(let string): self = .string(string)
      case .array(let array): self = .strings(array.compactMap(\.string))
      case .dictionary(let dictionary):
        self = .table(
          dictionary.compactMapValues { value in
            if case .array(let items) = value {
              return items.compactMap(\.string).joined(separator: " ")
            }
            return value.string
          })
      case .data: self = .other
      }
    }
  }

  let fields: [String: Field]

  package init?(_ value: OpenStepPropertyList) {
    guard case .dictionary(let fields) = value else { return nil }
    self.fields = fields.mapValues(Field.init)
  }

  /// The object's kind: `PBXNativeTarget`, `PBXGroup`, ...
  var isa: String? { string("isa") }

  func string(_ key: String) -> String? {
    guard case .string(let string) = fields[key] else { return nil }
    return string
  }

  /// The identifiers listed in an array field.
  func ids(_ key: String) -> [String] {
    guard case .strings(let ids) = fields[key] else { return [] }
    return ids
  }

  /// The string values of a dictionary field, such as `buildSettings`.
  func strings(_ key: String) -> [String: String] {
    guard case .table(let table) = fields[key] else { return [:] }
    return table
  }
}

/// Files of a project's elements, found as Xcode finds them on macOS.
enum XcodeProjectPath {
  /// The file at an absolute path as macOS finds it, whose file systems ignore case by default:
  /// the file itself, else the one file of its folder whose name differs only in case
  /// (`#include "Version.public.xcconfig"` reads `Version.Public.xcconfig`); `nil` when there
  /// is none, or several.
  static func contents(ofCaseInsensitive path: String) -> Data? {
    if let data = FileManager.default.contents(atPath: path) { return data }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent.lowercased()
    let matches = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.lowercased() == name
    }
    guard matches.count == 1 else { return nil }
    return FileManager.default.contents(atPath: folder + "/" + matches[0])
  }

  /// `path` made absolute from the project's folder `root`.
  static func absolute(_ path: String, root: String) -> String {
    joinedPath(root, path)
  }
}
