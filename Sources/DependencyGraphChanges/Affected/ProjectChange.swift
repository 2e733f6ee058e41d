import DependencyGraphLoading
import Foundation

/// What each native target of an Xcode project builds from, as its `project.pbxproj`
/// describes it, in a form that two revisions of the file can be compared by: every object
/// the target reaches (its build phases and their files, configurations and their settings,
/// dependencies, package products and their requirements, synchronized folders and their
/// exceptions, its attributes), with each file named by its path rather than its identifier
/// and each other target by its name. A change of the file then reaches only the targets
/// whose description differs, and a reorder of the targets or groups reaches none.
struct ProjectDescription {
  /// Each native target's description, by name.
  let targets: [String: OpenStepPropertyList]
  /// What every target inherits: the project's own fields and configurations, less the target
  /// list, the groups (read through the paths they give files) and the targets' attributes.
  let shared: OpenStepPropertyList

  /// Reads a `project.pbxproj`.
  ///
  /// - Throws: ``ReadFailure`` when it is not a project.
  init(pbxproj data: Data) throws(ReadFailure) {
    guard case .dictionary(let top)? = try? OpenStepPropertyList.parse(Array(data)),
      case .dictionary(let objects)? = top["objects"], let rootID = top["rootObject"]?.string,
      case .dictionary(var root)? = objects[rootID], let typedRoot = PBXObject(.dictionary(root))
    else { throw ReadFailure(reason: "it is not an Xcode project") }
    var describer = Describer(objects: objects, rootID: rootID, root: typedRoot)
    var attributes = root["attributes"]?.dictionary ?? [:]
    let targetAttributes = attributes.removeValue(forKey: "TargetAttributes")?.dictionary ?? [:]
    var targets: [String: OpenStepPropertyList] = [:]
    for case .string(let id) in root["targets"].flatMap(Self.array) ?? [] {
      guard case .dictionary(let target)? = objects[id], let name = target["name"]?.string else {
        continue
      }
      targets[name] = .array([
        describer.describe(.dictionary(target)),
        describer.describe(targetAttributes[id] ?? .string("")),
      ])
    }
    for key in ["targets", "mainGroup", "productRefGroup", "packageReferences"] {
      root.removeValue(forKey: key)
    }
    root["attributes"] = .dictionary(attributes)
    self.targets = targets
    self.shared = describer.describe(.dictionary(root))
  }

  private static func array(_ value: OpenStepPropertyList) -> [OpenStepPropertyList]? {
    if case .array(let items) = value { items } else { nil }
  }

  /// The targets of the head's project that a change from `base` reaches: those new or
  /// described differently; every one when what they share differs. `nil` when either file
  /// cannot be read, for then every target is reached.
  static func changedTargets(base: Data?, head: Data?) -> Set<String>? {
    guard let base, let head, let old = try? ProjectDescription(pbxproj: base),
      let new = try? ProjectDescription(pbxproj: head)
    else { return nil }
    guard old.shared == new.shared else { return Set(new.targets.keys) }
    return Set(new.targets.keys.filter { old.targets[$0] != new.targets[$0] })
  }
}

/// Replaces identifiers by what they stand for.
private struct Describer {
  let objects: [String: OpenStepPropertyList]
  var reader: ObjectReader
  /// The objects being described, outermost first: one that holds itself is not followed.
  private var open: Set<String> = []

  init(objects: [String: OpenStepPropertyList], rootID: String, root: PBXObject) {
    self.objects = objects
    self.reader = ObjectReader(
      objects: objects.compactMapValues(PBXObject.init), rootID: rootID, root: root,
      readConfiguration: { _ in nil })
  }

  mutating func describe(_ value: OpenStepPropertyList) -> OpenStepPropertyList {
    switch value {
    case .string(let string):
      guard case .dictionary(let object)? = objects[string] else { return value }
      return describeObject(string, object)
    case .array(let items):
      return .array(items.map { describe($0) })
    case .dictionary(let fields):
      return .dictionary(fields.mapValues { describe($0) })
    case .data:
      return value
    }
  }

  private mutating func describeObject(_ id: String, _ object: [String: OpenStepPropertyList])
    -> OpenStepPropertyList
  {
    let isa = object["isa"]?.string ?? ""
    switch isa {
    case "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget":
      return .string("target " + (object["name"]?.string ?? id))
    case "PBXProject":
      return .string("project")
    case "PBXFileReference", "PBXGroup", "PBXReferenceProxy":
      return .array(
        [.string(isa), .string(path(of: id, object))]
          + ["explicitFileType", "lastKnownFileType"].map { object[$0] ?? .string("") })
    case "PBXVariantGroup", "XCVersionGroup":
      let children = (object["children"].map { describe($0) }) ?? .array([])
      return .array([.string(isa), .string(path(of: id, object)), children])
    case "PBXFileSystemSynchronizedRootGroup":
      let exceptions = (object["exceptions"].map { describe($0) }) ?? .array([])
      return .array([.string(isa), .string(path(of: id, object)), exceptions])
    default:
      // Any other object (a build phase, a build file, a configuration, a dependency, a
      // package product) is described by its fields.
      guard open.insert(id).inserted else { return .string("cycle " + isa) }
      defer { open.remove(id) }
      return describe(.dictionary(object))
    }
  }

  /// A navigator element's path, or where it lives when it is built or from an SDK.
  private mutating func path(of id: String, _ object: [String: OpenStepPropertyList]) -> String {
    reader.path(of: id)
      ?? (object["sourceTree"]?.string ?? "") + " " + (object["path"]?.string ?? "")
  }
}
