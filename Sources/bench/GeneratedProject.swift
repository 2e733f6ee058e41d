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
    var objects: [String] = []
    var nextID = 0
    func id() -> String {
      nextID += 1
      return String(format: "%024X", nextID)
    }
    let rootID = id()
    let mainGroupID = id()
    let projectConfigurationsID = id()
    let projectConfigurationID = id()
    objects.append(
      "\(projectConfigurationID) = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0;}; name = Debug;};"
    )
    objects.append(
      "\(projectConfigurationsID) = {isa = XCConfigurationList; buildConfigurations = (\(projectConfigurationID)); defaultConfigurationName = Debug;};"
    )
    let packageIDs = (0..<packages).map { _ in id() }
    for (index, packageID) in packageIDs.enumerated() {
      objects.append(
        "\(packageID) = {isa = XCLocalSwiftPackageReference; relativePath = P\(index);};")
    }
    var targetIDs: [String] = []
    var groupIDs: [String] = []
    for index in 0..<targets {
      let name = "T\(index)"
      let targetID = id()
      targetIDs.append(targetID)
      let package = index % packages
      let imports =
        ["P\(package)M\(packageTargets - 1)"] + (index > 0 ? ["T\(index - 1)"] : [])
      var fileIDs: [String] = []
      var buildFileIDs: [String] = []
      let sources = folder + "/" + name
      try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
      for file in 0..<2 {
        let fileID = id()
        let buildFileID = id()
        fileIDs.append(fileID)
        buildFileIDs.append(buildFileID)
        objects.append(
          "\(fileID) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = File\(file).swift; sourceTree = \"<group>\";};"
        )
        objects.append("\(buildFileID) = {isa = PBXBuildFile; fileRef = \(fileID);};")
        try Data(GeneratedPackage.source(module: name, file: file, imports: imports).utf8)
          .write(to: URL(fileURLWithPath: sources + "/File\(file).swift"))
      }
      let groupID = id()
      groupIDs.append(groupID)
      objects.append(
        "\(groupID) = {isa = PBXGroup; children = (\(fileIDs.joined(separator: ", "))); path = \(name); sourceTree = \"<group>\";};"
      )
      let sourcesPhaseID = id()
      objects.append(
        "\(sourcesPhaseID) = {isa = PBXSourcesBuildPhase; files = (\(buildFileIDs.joined(separator: ", ")));};"
      )
      let productID = id()
      let linkID = id()
      let frameworksPhaseID = id()
      objects.append(
        "\(productID) = {isa = XCSwiftPackageProductDependency; package = \(packageIDs[package]); productName = P\(package);};"
      )
      objects.append("\(linkID) = {isa = PBXBuildFile; productRef = \(productID);};")
      objects.append(
        "\(frameworksPhaseID) = {isa = PBXFrameworksBuildPhase; files = (\(linkID));};")
      var dependencyIDs: [String] = []
      if index > 0 {
        let dependencyID = id()
        dependencyIDs.append(dependencyID)
        objects.append(
          "\(dependencyID) = {isa = PBXTargetDependency; target = \(targetIDs[index - 1]);};")
      }
      let configurationID = id()
      let configurationsID = id()
      objects.append(
        "\(configurationID) = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"$(TARGET_NAME)\";}; name = Debug;};"
      )
      objects.append(
        "\(configurationsID) = {isa = XCConfigurationList; buildConfigurations = (\(configurationID)); defaultConfigurationName = Debug;};"
      )
      objects.append(
        "\(targetID) = {isa = PBXNativeTarget; buildConfigurationList = \(configurationsID); buildPhases = (\(sourcesPhaseID), \(frameworksPhaseID)); dependencies = (\(dependencyIDs.joined(separator: ", "))); name = \(name); packageProductDependencies = (\(productID)); productType = \"com.apple.product-type.framework\";};"
      )
    }
    objects.append(
      "\(mainGroupID) = {isa = PBXGroup; children = (\(groupIDs.joined(separator: ", "))); sourceTree = \"<group>\";};"
    )
    objects.append(
      "\(rootID) = {isa = PBXProject; buildConfigurationList = \(projectConfigurationsID); mainGroup = \(mainGroupID); packageReferences = (\(packageIDs.joined(separator: ", "))); targets = (\(targetIDs.joined(separator: ", ")));};"
    )
    let text = """
      // !$*UTF8*$!
      {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
      \(objects.joined(separator: "\n"))
      };
      rootObject = \(rootID);
      }

      """
    let project = folder + "/App.xcodeproj"
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: project + "/project.pbxproj"))
    return project
  }
}
