import Foundation

/// An Xcode project written for the project benchmark: framework targets `T0`...`T<n-1>`,
/// each in a folder of its own with two files, linking the product of one of the local
/// packages beside it (`T<i>` links `P<i mod packages>`) and importing that package's last
/// target, and each after the first depending on the one before and importing it.
struct GeneratedProject {
  let targets: Int
  let packages: Int
  let packageTargets: Int

  /// Writes `App.xcodeproj` and the targets' sources into `folder`; the packages are the
  /// caller's, at `folder/P<k>`.
  func write(in folder: String) throws -> String {
    var objects = Objects()
    let rootID = objects.id()
    let mainGroupID = objects.id()
    let projectConfigurationsID = objects.id()
    let projectConfigurationID = objects.id()
    objects.add(
      "\(projectConfigurationID) = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0;}; name = Debug;};"
    )
    objects.add(
      "\(projectConfigurationsID) = {isa = XCConfigurationList; buildConfigurations = (\(projectConfigurationID)); defaultConfigurationName = Debug;};"
    )
    let packageIDs = (0..<packages).map { _ in objects.id() }
    for (index, packageID) in packageIDs.enumerated() {
      objects.add("\(packageID) = {isa = XCLocalSwiftPackageReference; relativePath = P\(index);};")
    }
    var targetIDs: [String] = []
    var groupIDs: [String] = []
    for index in 0..<targets {
      let (targetID, groupID) = try writeTarget(
        index, in: folder, into: &objects, packageIDs: packageIDs, previous: targetIDs.last)
      targetIDs.append(targetID)
      groupIDs.append(groupID)
    }
    objects.add(
      "\(mainGroupID) = {isa = PBXGroup; children = (\(groupIDs.joined(separator: ", "))); sourceTree = \"<group>\";};"
    )
    objects.add(
      "\(rootID) = {isa = PBXProject; buildConfigurationList = \(projectConfigurationsID); mainGroup = \(mainGroupID); packageReferences = (\(packageIDs.joined(separator: ", "))); targets = (\(targetIDs.joined(separator: ", ")));};"
    )
    let text = """
      // !$*UTF8*$!
      {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
      \(objects.lines.joined(separator: "\n"))
      };
      rootObject = \(rootID);
      }

      """
    let project = folder + "/App.xcodeproj"
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: project + "/project.pbxproj"))
    return project
  }

  /// The objects of the project file, each with an identifier of its own.
  private struct Objects {
    private(set) var lines: [String] = []
    private var nextID = 0

    /// A new object identifier: 24 hexadecimal digits, as Xcode writes them.
    mutating func id() -> String {
      nextID += 1
      return String(format: "%024X", nextID)
    }

    mutating func add(_ line: String) { lines.append(line) }
  }

  /// Writes target `T<index>`'s two sources and adds its objects: the files, the group, the
  /// build phases, the product it links and its dependency on `previous`.
  ///
  /// - Returns: The target's and its group's identifiers.
  private func writeTarget(
    _ index: Int, in folder: String, into objects: inout Objects, packageIDs: [String],
    previous: String?
  ) throws -> (target: String, group: String) {
    let name = "T\(index)"
    let targetID = objects.id()
    let package = index % packages
    let imports = ["P\(package)M\(packageTargets - 1)"] + (index > 0 ? ["T\(index - 1)"] : [])
    var fileIDs: [String] = []
    var buildFileIDs: [String] = []
    let sources = folder + "/" + name
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    for file in 0..<2 {
      let fileID = objects.id()
      let buildFileID = objects.id()
      fileIDs.append(fileID)
      buildFileIDs.append(buildFileID)
      objects.add(
        "\(fileID) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = File\(file).swift; sourceTree = \"<group>\";};"
      )
      objects.add("\(buildFileID) = {isa = PBXBuildFile; fileRef = \(fileID);};")
      try Data(GeneratedPackage.source(module: name, file: file, imports: imports).utf8)
        .write(to: URL(fileURLWithPath: sources + "/File\(file).swift"))
    }
    let groupID = objects.id()
    objects.add(
      "\(groupID) = {isa = PBXGroup; children = (\(fileIDs.joined(separator: ", "))); path = \(name); sourceTree = \"<group>\";};"
    )
    let sourcesPhaseID = objects.id()
    objects.add(
      "\(sourcesPhaseID) = {isa = PBXSourcesBuildPhase; files = (\(buildFileIDs.joined(separator: ", ")));};"
    )
    let productID = objects.id()
    let linkID = objects.id()
    let frameworksPhaseID = objects.id()
    objects.add(
      "\(productID) = {isa = XCSwiftPackageProductDependency; package = \(packageIDs[package]); productName = P\(package);};"
    )
    objects.add("\(linkID) = {isa = PBXBuildFile; productRef = \(productID);};")
    objects.add("\(frameworksPhaseID) = {isa = PBXFrameworksBuildPhase; files = (\(linkID));};")
    var dependencyIDs: [String] = []
    if let previous {
      let dependencyID = objects.id()
      dependencyIDs.append(dependencyID)
      objects.add("\(dependencyID) = {isa = PBXTargetDependency; target = \(previous);};")
    }
    let configurationID = objects.id()
    let configurationsID = objects.id()
    objects.add(
      "\(configurationID) = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"$(TARGET_NAME)\";}; name = Debug;};"
    )
    objects.add(
      "\(configurationsID) = {isa = XCConfigurationList; buildConfigurations = (\(configurationID)); defaultConfigurationName = Debug;};"
    )
    objects.add(
      "\(targetID) = {isa = PBXNativeTarget; buildConfigurationList = \(configurationsID); buildPhases = (\(sourcesPhaseID), \(frameworksPhaseID)); dependencies = (\(dependencyIDs.joined(separator: ", "))); name = \(name); packageProductDependencies = (\(productID)); productType = \"com.apple.product-type.framework\";};"
    )
    return (targetID, groupID)
  }
}
