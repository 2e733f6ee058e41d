/// A dependency that SwiftPM's manifest editor can declare to fix a finding.
public struct DependencyFix: Hashable, Sendable {
  /// The target, or the product of another package, to depend on.
  public let dependency: String
  /// The target that gets the dependency.
  public let target: TargetName
  /// The folder of the package that declares `target`, relative to the report's root; empty
  /// for the root itself.
  public let packagePath: String
  /// The package that offers the product, spelled as the manifest spells it; `nil` for a
  /// target of the same package.
  public let package: String?
  /// A local package to declare first, as `.package(path:)` spells it (`../Core`), when the
  /// manifest does not depend on the package that offers the product yet.
  public let addingPackage: String?

  public init(
    dependency: String, target: TargetName, packagePath: String = "", package: String?,
    addingPackage: String? = nil
  ) {
    self.dependency = dependency
    self.target = target
    self.packagePath = packagePath
    self.package = package
    self.addingPackage = addingPackage
  }

  /// The command, run from the report's root:
  /// `swift package --package-path Features add-target-dependency CoreUI Features --package Core`,
  /// after `swift package --package-path Features add-dependency ../Core --type path &&` when
  /// the package must be declared first.
  public var command: String { command(packagePath: packagePath) }

  /// The command with another `--package-path`, for a reader in another folder; none when
  /// `packagePath` is empty.
  public func command(packagePath: String) -> String {
    let swiftPackage =
      "swift package" + (packagePath.isEmpty ? "" : " --package-path \(packagePath)")
    return (addingPackage.map { "\(swiftPackage) add-dependency \($0) --type path && " } ?? "")
      + "\(swiftPackage) add-target-dependency \(dependency) \(target)"
      + (package.map { " --package \($0)" } ?? "")
  }
}
