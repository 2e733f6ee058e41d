public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension Report {
  /// The URI base that every SARIF location is relative to.
  static let sarifBase = "SRCROOT"

  /// The report as SARIF 2.1.0, the format GitHub code scanning and other tools read.
  ///
  /// One run of the `depgraph` driver, with every rule (its summary, help and default level)
  /// and one result per finding: its level, message, a physical location (a finding without a
  /// place points at the first line of `Package.swift`), the notes as related locations, and a
  /// partial fingerprint made of the baseline key and the occurrence, so a finding keeps its
  /// identity when lines move. Paths are relative to `directory`, given as the base
  /// `SRCROOT` in `originalUriBaseIds`.
  ///
  /// - Parameters:
  ///   - directory: An absolute folder, usually the repository's root or the current one.
  ///   - toolVersion: The version to report for the driver, if known.
  /// - Returns: Pretty-printed JSON with sorted keys.
  public func sarif(relativeTo directory: String, toolVersion: String? = nil) -> String {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    // A file under `directory` is relative to the base; one elsewhere is an absolute file URI.
    func artifact(_ file: String) -> SARIF.ArtifactLocation {
      let path = displayPath(file, root: root, relativeTo: directory)
      guard let relative = path.relative else {
        return SARIF.ArtifactLocation(
          uri: URL(fileURLWithPath: path.absolute).absoluteString, uriBaseId: nil)
      }
      return SARIF.ArtifactLocation(uri: Self.uriPath(relative), uriBaseId: Self.sarifBase)
    }
    func location(_ place: Violation.Location?, message: String? = nil) -> SARIF.Location {
      SARIF.Location(
        physicalLocation: SARIF.PhysicalLocation(
          artifactLocation: artifact(place?.file ?? SwiftPackage.manifestFile),
          region: SARIF.Region(startLine: place?.line ?? 1, startColumn: place?.column ?? 1)),
        message: message.map { SARIF.Message(text: $0) })
    }
    let rules = Violation.Rule.allCases
    var occurrences: [Baseline.Key: Int] = [:]
    let results = violations.map { violation in
      let key = Baseline.Key(violation)
      let occurrence = occurrences[key, default: 0] + 1
      occurrences[key] = occurrence
      let fingerprint = [
        violation.rule.rawValue, violation.target.rawValue, violation.module ?? "",
        violation.location?.file ?? "", String(occurrence),
      ].joined(separator: "|")
      return SARIF.Result(
        ruleId: violation.rule.rawValue,
        ruleIndex: rules.firstIndex(of: violation.rule) ?? 0,
        level: violation.severity.rawValue,
        message: SARIF.Message(text: violation.message),
        locations: [location(violation.location)],
        relatedLocations: violation.notes.isEmpty
          ? nil : violation.notes.map { location($0.location, message: $0.message) },
        partialFingerprints: ["depgraphFinding/v1": fingerprint])
    }
    let log = SARIF.Log(
      schema: "https://json.schemastore.org/sarif-2.1.0.json",
      version: "2.1.0",
      runs: [
        SARIF.Run(
          tool: SARIF.Tool(
            driver: SARIF.Driver(
              name: "depgraph",
              version: toolVersion,
              rules: rules.map { rule in
                SARIF.Rule(
                  id: rule.rawValue,
                  shortDescription: SARIF.Message(text: rule.summary),
                  fullDescription: SARIF.Message(text: rule.summary),
                  help: SARIF.Message(text: rule.help),
                  defaultConfiguration: SARIF.Configuration(level: rule.severity.rawValue))
              })),
          originalUriBaseIds: [
            Self.sarifBase: SARIF.ArtifactLocation(
              uri: URL(fileURLWithPath: base, isDirectory: true).absoluteString, uriBaseId: nil)
          ],
          results: results)
      ])
    return sortedJSON(log)
  }

  /// A relative path as a URI reference: each segment percent-encoded where it must be.
  static func uriPath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
    }.joined(separator: "/")
  }
}

/// The parts of SARIF 2.1.0 that `depgraph` writes.
private enum SARIF {
  struct Log: Encodable {
    let schema: String
    let version: String
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    let tool: Tool
    let originalUriBaseIds: [String: ArtifactLocation]
    let results: [Result]
  }

  struct Tool: Encodable {
    let driver: Driver
  }

  struct Driver: Encodable {
    let name: String
    let version: String?
    let rules: [Rule]
  }

  struct Rule: Encodable {
    let id: String
    let shortDescription: Message
    let fullDescription: Message
    let help: Message
    let defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    let level: String
  }

  struct Message: Encodable {
    let text: String
  }

  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int
    let level: String
    let message: Message
    let locations: [Location]
    let relatedLocations: [Location]?
    let partialFingerprints: [String: String]
  }

  struct Location: Encodable {
    let physicalLocation: PhysicalLocation
    let message: Message?
  }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
    let uriBaseId: String?
  }

  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
  }
}
