package import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// Finds where `Package.swift` declares a target, or names one of its dependencies, so that
/// findings about the manifest point at a line an editor opens.
///
/// It reads string literals, not Swift: a target declared as `.target(name: "Core")` is found
/// at its `name:`; a dependency at the first literal equal to its name after that, before the
/// next target's declaration. A target declared through a helper function of the manifest
/// (`module("Core")`) is found at the shallowest call that takes its name as the first
/// argument or as `name:`. A name that the manifest computes (`name: prefix + "Core"`) is not
/// found, and the finding then points at the manifest alone.
package struct ManifestLocator {
  /// The manifest's path relative to the report's root.
  package let file: String

  /// One string literal of the manifest: its text and the place of its opening quote.
  private struct Literal {
    let text: String
    let line: Int
    let column: Int
    /// The call it is an argument of and its label: `target` and `name` in `.target(name: "A"`.
    let callee: String?
    let label: String?
    /// How many brackets and parentheses enclose it: a target's declaration is an element of
    /// the `targets:` list, a `.target(name:)` dependency is deeper, inside its list.
    var depth = 0
  }

  private let literals: [Literal]
  /// The package each `.product(name:package:)` names, by product name, lowercased as
  /// identities are.
  package let productPackages: [ProductName: PackageIdentity]
  /// For each target name, the index of the literal that declares it.
  private let declarations: [TargetName: Int]

  package init(
    manifest: String, targets: [TargetName], file: String = SwiftPackage.manifestFile
  ) {
    self.init(literals: Self.literals(in: Array(manifest.utf8)), targets: targets, file: file)
  }

  /// A locator for an Xcode project's `project.pbxproj`: a native target is declared where
  /// its object begins, a package product where the target lists it, and a remote package
  /// at its `repositoryURL`.
  package init(xcodeProject text: String, targets: [TargetName], file: String) {
    self.init(literals: Self.projectLiterals(in: text), targets: targets, file: file)
  }

  private init(literals: [Literal], targets: [TargetName], file: String) {
    self.file = file
    self.literals = literals
    let wanted = Set(targets)
    var declarations: [TargetName: Int] = [:]
    for (index, literal) in literals.enumerated()
    where literal.label == "name" && wanted.contains(TargetName(literal.text)) {
      let name = TargetName(literal.text)
      let callee = literal.callee ?? ""
      guard Self.targetDeclarations.contains(callee) else { continue }
      // `.plugin(name:)` declares a product too; products come first in a manifest. Of
      // several calls, the shallowest: `.target(name: "A")` in another target's dependencies
      // lies deeper than A's own declaration, wherever it comes.
      if let known = declarations[name],
        literals[known].depth < literal.depth
          || literals[known].depth == literal.depth && callee != "plugin"
      {
        continue
      }
      declarations[name] = index
    }
    // A target declared through a helper of the manifest (`module("Core")`,
    // `.feature(name: "Core")`): the shallowest call that takes its name first or as `name:`.
    for (index, literal) in literals.enumerated()
    where literal.label == nil || literal.label == "name" {
      let name = TargetName(literal.text)
      guard wanted.contains(name), let callee = literal.callee,
        !Self.targetDeclarations.contains(callee), !Self.dependencyCalls.contains(callee)
      else { continue }
      if let known = declarations[name] {
        guard !Self.targetDeclarations.contains(literals[known].callee ?? ""),
          literal.depth < literals[known].depth
        else { continue }
      }
      declarations[name] = index
    }
    self.declarations = declarations
    var productPackages: [ProductName: PackageIdentity] = [:]
    for (index, literal) in literals.enumerated()
    where literal.callee == "product" && literal.label == "name" && index + 1 < literals.count {
      let next = literals[index + 1]
      if next.label == "package" {
        productPackages[ProductName(literal.text)] = PackageIdentity(spelledAs: next.text)
      }
    }
    self.productPackages = productPackages
  }

  /// The calls that name a dependency, never a target's declaration.
  private static let dependencyCalls: Set<String> = ["product", "byName", "package", "when"]

  private static let targetDeclarations: Set<String> = [
    "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "macro",
    "plugin",
  ]

  /// The `name:` of the target's declaration.
  package func declaration(of target: TargetName) -> Violation.Location? {
    declarations[target].map { location(of: literals[$0]) }
  }

  /// Whether SwiftPM's manifest editor, which edits the first `.target(name: "TARGET")` call,
  /// may edit another call than the target's own: the first such call is not the declaration
  /// found, or there are several (a dependency written `.target(name:)` looks the same).
  package func editorMayMiss(_ target: TargetName) -> Bool {
    let calls = literals.indices.filter {
      literals[$0].text == target.rawValue && literals[$0].label == "name"
        && literals[$0].callee == "target"
    }
    guard let first = calls.first else { return false }
    return calls.count > 1 || first != declarations[target]
  }

  /// The literal naming `dependency` inside the declaration of `target`, or the declaration.
  package func dependency(_ dependency: String, of target: TargetName) -> Violation.Location? {
    guard let start = declarations[target] else { return nil }
    let end = declarations.values.filter { $0 > start }.min() ?? literals.count
    for index in (start + 1)..<end where literals[index].text == dependency {
      return location(of: literals[index])
    }
    return location(of: literals[start])
  }

  /// How the manifest spells a package in `.product(name:package:)`, which SwiftPM matches
  /// to the identity without regard to case.
  package func packageSpelling(of identity: PackageIdentity) -> String? {
    literals.first { $0.label == "package" && PackageIdentity(spelledAs: $0.text) == identity }?
      .text
  }

  /// The path or URL of the `.package(...)` declaration of the dependency with this identity.
  ///
  /// With the source SwiftPM evaluated, the declaration of that kind comes first: of
  /// `if local { .package(path: "../X") } else { .package(url: ".../X") }`, the branch taken.
  /// A declaration made by a helper of the manifest's own (`.github("owner", repo: "X")`) is
  /// found by the string that names the package.
  package func packageDeclaration(
    of identity: PackageIdentity, source: PackageDependency.Source? = nil
  )
    -> Violation.Location?
  {
    let declarations = literals.filter {
      $0.callee == "package" && ($0.label == "url" || $0.label == "path")
        && PackageDependency.identity(of: $0.text) == identity
    }
    let evaluated: String? =
      switch source {
      case .local: "path"
      case .remote: "url"
      case .registry, nil: nil
      }
    // A URL or path, or a helper's `repo:`: never a target's or product's name that happens
    // to spell the identity.
    let named = {
      literals.first {
        ($0.text.contains("/") || $0.label == "repo") && $0.callee != "product"
          && PackageDependency.identity(of: $0.text) == identity
      }
    }
    return (declarations.first { $0.label == evaluated } ?? declarations.first ?? named())
      .map(location(of:))
  }

  private func location(of literal: Literal) -> Violation.Location {
    Violation.Location(file: file, line: literal.line, column: literal.column)
  }

  /// The names of a pbxproj that findings point at, as the literals of a manifest would
  /// give them: a native target's name at its object's first line (`ID /* Name */ = {`), each
  /// element a target lists by the comment Xcode writes after its identifier, and a package
  /// reference's URL or path.
  private static func projectLiterals(in text: String) -> [Literal] {
    let dependencyNames = targetDependencyNames(in: text)
    var result: [Literal] = []
    var objectKind: Substring = ""
    var pendingObject: (name: String, line: Int, column: Int)?
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == "\t" || $0 == " " }
      let column = line.count - trimmed.count + 1
      if trimmed.hasSuffix("*/ = {"), let open = trimmed.range(of: " /* ") {
        let name = trimmed[open.upperBound...].dropLast(" */ = {".count)
        pendingObject = (
          String(name), offset + 1,
          column
            + trimmed.distance(
              from: trimmed.startIndex, to: open.upperBound)
        )
        objectKind = ""
      } else if trimmed.hasPrefix("isa = "), let object = pendingObject {
        objectKind = trimmed.dropFirst("isa = ".count).prefix { $0 != ";" }
        if objectKind == "PBXNativeTarget" {
          result.append(
            Literal(
              text: object.name, line: object.line, column: object.column, callee: "target",
              label: "name"))
        }
        pendingObject = nil
      } else if objectKind == "PBXNativeTarget", trimmed.hasSuffix("*/,"),
        let open = trimmed.range(of: " /* ")
      {
        // A target dependency is listed as `ID /* PBXTargetDependency */,`: named by its object.
        let comment = String(trimmed[open.upperBound...].dropLast(" */,".count))
        let id = String(trimmed[..<open.lowerBound])
        result.append(
          Literal(
            text: comment == "PBXTargetDependency" ? dependencyNames[id] ?? comment : comment,
            line: offset + 1, column: column, callee: nil, label: nil))
      } else if objectKind.hasSuffix("SwiftPackageReference"),
        trimmed.hasPrefix("repositoryURL = ") || trimmed.hasPrefix("relativePath = ")
      {
        let value = trimmed.drop { $0 != "=" }.dropFirst(2).prefix { $0 != ";" }
        let unquoted = value.hasPrefix("\"") ? value.dropFirst().dropLast() : value
        result.append(
          Literal(
            text: String(unquoted), line: offset + 1, column: column, callee: "package",
            label: trimmed.hasPrefix("repositoryURL") ? "url" : "path"))
      }
    }
    return result
  }

  /// The target each `PBXTargetDependency` object names, by the object's identifier, read from
  /// its `target = ID /* Name */;` line.
  private static func targetDependencyNames(in text: String) -> [String: String] {
    var names: [String: String] = [:]
    var current: (id: String, isDependency: Bool)?
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == "\t" || $0 == " " }
      if trimmed.hasSuffix("= {"), let space = trimmed.firstIndex(of: " ") {
        current = (String(trimmed[..<space]), false)
      } else if trimmed.hasPrefix("isa = PBXTargetDependency;") {
        current?.isDependency = true
      } else if let object = current, object.isDependency, trimmed.hasPrefix("target = "),
        let open = trimmed.range(of: "/* "), let close = trimmed.range(of: " */")
      {
        names[object.id] = String(trimmed[open.upperBound..<close.lowerBound])
      }
    }
    return names
  }

  /// Every single-line string literal outside comments, with the call and label before it.
  private static func literals(in bytes: [UInt8]) -> [Literal] {
    let tokens = CLikeTokenizer.tokens(in: bytes)
    var result: [Literal] = []
    // The last few words, each with the `(` or `:` that follows it, if one does.
    var words: [String] = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .string:
        let label = words.last.flatMap { $0.hasSuffix(":") ? String($0.dropLast()) : nil }
        let callee = words.last { $0.hasSuffix("(") }.map { String($0.dropLast()) }
        result.append(
          Literal(
            text: token.text, line: token.line, column: token.column, callee: callee,
            label: label, depth: depth))
        words.removeAll()
      case .word:
        var word = token.text
        if index + 1 < tokens.count, tokens[index + 1].kind == .symbol,
          tokens[index + 1].text == "(" || tokens[index + 1].text == ":"
        {
          word += tokens[index + 1].text
        }
        words = Array((words + [word]).suffix(4))
      case .symbol:
        if token.text == "(" || token.text == "[" { depth += 1 }
        if token.text == ")" || token.text == "]" { depth -= 1 }
      }
    }
    return result
  }
}
