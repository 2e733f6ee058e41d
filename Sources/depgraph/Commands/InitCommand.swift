import CommandLineSupport
import DependencyGraph
import DependencyGraphSupport
import Foundation

/// `depgraph init`: proposes layers from the graph as it is, writes them to `depgraph.json`
/// and today's findings to a baseline beside it, and prints the commands for CI.
struct InitCommand: DepgraphCommand, Hashable {
  /// The baseline file `init` writes beside the rules.
  static let baselineFileName = "depgraph-baseline.json"

  static let abstract = """
    Propose layers from the graph as it is (its levels, the top first), write them to \
    depgraph.json and today's findings to depgraph-baseline.json, and print the commands that \
    check them in CI.
    """

  static let options =
    SharedOption.locations + [SharedOption.scratchPath, SharedOption.strict, SharedOption.define]

  static let usage: [Usage.Item] =
    [SharedOption.usage(SharedOption.locations)]
    + options.dropFirst(SharedOption.locations.count).map { .optional($0) }

  var source: CheckRequest.Source = .packages([])
  var scratchPath: String?
  var strict = false
  var defines: Set<String> = []

  func run(_ context: CommandContext) -> CommandResult {
    do {
      context.progress.step("depgraph: reading the graph")
      var request = CheckRequest(
        source: source, scratchPath: scratchPath, strict: strict, defines: defines,
        currentDirectory: context.currentDirectory)
      let analysis = try request.load(manifestCache: context.manifestCache)
      let root = analysis.workspace.root
      let rulesPath = root + "/" + Rules.defaultFileName
      let baselinePath = root + "/" + Self.baselineFileName
      for path in [rulesPath, baselinePath] where FileManager.default.fileExists(atPath: path) {
        throw InitError.exists(path: Self.shown(path, from: context.currentDirectory))
      }
      let proposal = LayerProposal(try request.report(of: analysis))
      do {
        try proposal.rulesJSON.write(toFile: rulesPath, atomically: true, encoding: .utf8)
      } catch {
        throw GraphError.file(
          .unwritable(
            path: Self.shown(rulesPath, from: context.currentDirectory),
            reason: error.localizedDescription))
      }
      request.rulesFile = rulesPath
      let report = try request.report(of: analysis)
      let baseline = try request.writeBaseline(of: report, to: baselinePath)
      return CommandResult(
        standardOutput: summary(
          of: proposal, findings: report.violations.count, entries: baseline.entries.count,
          rules: Self.shown(rulesPath, from: context.currentDirectory),
          baseline: Self.shown(baselinePath, from: context.currentDirectory)),
        standardError: request.sourceNoteLines)
    } catch {
      return .badInput(error)
    }
  }

  /// What was written, the layers, and the commands for CI with this run's source flags.
  private func summary(
    of proposal: LayerProposal, findings: Int, entries: Int, rules: String, baseline: String
  ) -> String {
    var lines = ["depgraph: wrote \(proposal.layers.count) layers to \(rules), the top first:"]
    for layer in proposal.layers {
      let independent = layer.independent ? ", independent" : ""
      lines.append(
        "  \(layer.name) (\(layer.targets.count) target\(layer.targets.count == 1 ? "" : "s")"
          + "\(independent)): " + layer.targets.joined(separator: ", "))
    }
    lines.append(
      "depgraph: wrote \(findings) finding\(findings == 1 ? "" : "s") of today (\(entries) "
        + "entr\(entries == 1 ? "y" : "ies")) to \(baseline); a check with it fails only on new "
        + "ones.")
    let flags =
      source.arguments + (strict ? " --strict" : "")
      + defines.sorted().map { " --define \($0)" }.joined()
    lines += [
      "",
      "Review the layers: rename them, merge levels, and drop 'independent' where siblings",
      "may depend on each other. Then commit both files and run in CI:",
      "",
      "  depgraph\(flags) --rules \(rules) --baseline \(baseline)",
      "  depgraph\(flags) --rules \(rules) --format sarif > depgraph.sarif || [ $? -eq 1 ]",
      "",
      "The first fails on a finding the baseline does not record; the second writes every",
      "finding, known ones too, as SARIF for code scanning, and fails only on bad input. Add",
      "--warnings-as-errors to the first to fail on a new warning too, such as a module in no",
      "layer. When findings are fixed, record the rest again with",
      "'depgraph\(flags) --rules \(rules) --write-baseline \(baseline)'.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `path` relative to `folder` when it is below it, as every output shows paths.
  private static func shown(_ path: String, from folder: String) -> String {
    relative(path, to: folder).flatMap { $0.isEmpty ? nil : $0 } ?? path
  }
}

/// Why `init` wrote nothing.
enum InitError: Error, Hashable, CustomStringConvertible {
  /// The rules or the baseline exist already.
  case exists(path: String)

  var description: String {
    switch self {
    case .exists(let path):
      "\(path) exists already; init writes the rules and the baseline only where neither "
        + "is. Move it aside to propose layers again, or edit it."
    }
  }
}

extension InitCommand {
  init(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem) {
    if let first = positionals.first {
      throw .unexpectedArgument(
        first, hint: "Name the package with --package-path, --workspace or --project.")
    }
    source = try SharedOption.source(parsed)
    scratchPath = parsed[SharedOption.scratchPath]
    strict = parsed.has(SharedOption.strict)
    defines = try SharedOption.defines(parsed)
  }
}
