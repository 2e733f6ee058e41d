import CommandLineSupport
import DependencyGraph
import DependencyGraphSupport

/// `depgraph bridge`: drafts the protocol bridge that breaks one edge, and with `--verify`
/// builds the draft in a scratch copy.
struct BridgeCommand: DepgraphCommand, Hashable {
  /// The output formats of a draft.
  enum Format: String, CaseIterable, Hashable, Sendable {
    case text
    case json
  }

  /// Where the uses are read from.
  enum Uses: String, CaseIterable, Hashable, Sendable {
    case compiler
    case text
  }

  enum Option {
    static let from = CommandOption.value(
      "--from", "<target>", help: "The target that should stop depending.")
    static let to = CommandOption.value("--to", "<target>", help: "The target it depends on.")
    static let protocolName = CommandOption.value(
      "--protocol-name", "<name>", help: "The drafted protocol's name.")
    static let uses = CommandOption.value(
      "--uses", "<source>",
      help: """
        \(Uses.spelledOut) (default: compiler): the compiler builds the package without the edge \
        in a scratch copy and compiles the importing files apart, and its index says what each \
        name is; where it cannot, the text is read and the output says why.
        """)
    static let indexStore = CommandOption.value(
      "--index-store", "<path>",
      help: """
        Read the uses from an index store already written that holds the importing files (Xcode's \
        DerivedData/<project>/Index.noindex/DataStore).
        """)
    static let format = CommandOption.value(
      "--format", "<format>", help: "\(Format.spelledOut) (default: text).")
    static let verify = CommandOption.flag(
      "--verify",
      help: """
        Write the draft into a scratch copy, remove the edge, build both targets and those that \
        depend on either, and sort each error into the draft's own and the steps left to do by \
        hand.
        """)
  }

  static let abstract = """
    Judge the edge --from -> --to (bridge it, move code, or remove the import, and why), and draft \
    the protocol bridge: the uses behind it, a protocol for --from, the conformance for --to, \
    where to inject it, and what a protocol cannot carry.
    """

  static let options =
    [Option.from, Option.to, Option.protocolName] + SharedOption.locations
    + [SharedOption.scratchPath, Option.uses, Option.indexStore, Option.format, Option.verify]

  static let usage: [Usage.Item] = [
    .required(Option.from), .required(Option.to), .optional(Option.protocolName),
    SharedOption.usage(), .optional(SharedOption.scratchPath), .optional(Option.uses),
    .optional(Option.indexStore), .optional(Option.format),
    .optional(Option.verify),
  ]

  var from: TargetName
  var to: TargetName
  var protocolName: String?
  var source: CheckRequest.Source = .packages([])
  var scratchPath: String?
  var uses: UseSource = .compiler(swift: nil)
  var format: Format = .text
  var verify = false

  func run(_ context: CommandContext) -> CommandResult {
    do {
      context.progress.step("depgraph bridge: reading \(from) and \(to)")
      let analysis = try CheckRequest(
        source: source, scratchPath: scratchPath, currentDirectory: context.currentDirectory
      ).load(manifestCache: context.manifestCache)
      if uses != .text {
        context.progress.step(
          "depgraph bridge: reading what \(from) uses of \(to) with the compiler")
      }
      let draft = try analysis.bridge(
        from: from, to: to, protocolName: protocolName, reading: uses)
      // A store named on the command line that cannot be read is bad input, not a reason to
      // answer from text.
      if case .indexStore = uses, case .text(let reason?) = draft.useOrigin {
        return CommandResult(
          standardError: "error: \(reason)\n", exitCode: DepgraphExitStatus.badInput)
      }
      let printed =
        format == .json
        ? draft.json
        : draft.text(root: analysis.package.root, relativeTo: context.currentDirectory)
      // An edge without uses needs no bridge: its edits alone remove it.
      if draft.uses.isEmpty, draft.reexported.isEmpty {
        return CommandResult(
          standardOutput: printed,
          standardError:
            "error: \(draft.from) uses nothing of \(draft.to), so there is no bridge to draft; "
            + "delete the imports and the dependency listed above to remove the edge.\n",
          exitCode: DepgraphExitStatus.badInput)
      }
      guard verify else { return CommandResult(standardOutput: printed) }
      context.progress.step("depgraph bridge --verify: building the draft in a scratch copy")
      return verified(
        draft, printed: printed, analysis: analysis, currentDirectory: context.currentDirectory)
    } catch {
      return .badInput(error)
    }
  }

  /// The draft, then what building it in a scratch copy showed, with the exit status.
  private func verified(
    _ draft: BridgeDraft, printed: String, analysis: PackageAnalysis, currentDirectory: String
  ) -> CommandResult {
    do {
      let verification = try analysis.verify(draft)
      // As JSON, one document on standard output; the sentence goes to standard error.
      if format == .json {
        let said = verified(
          draft, printed: "", verification: verification, analysis: analysis,
          currentDirectory: currentDirectory)
        return CommandResult(
          standardOutput: draft.json(verification: verification),
          standardError: said.standardOutput + said.standardError, exitCode: said.exitCode)
      }
      return verified(
        draft, printed: printed, verification: verification, analysis: analysis,
        currentDirectory: currentDirectory)
    } catch {
      return .badInput(error)
    }
  }

  /// The draft, then what `verification` showed, with the exit status.
  private func verified(
    _ draft: BridgeDraft, printed: String, verification: BridgeVerification,
    analysis: PackageAnalysis, currentDirectory: String
  ) -> CommandResult {
    let edge = "\(draft.from) -> \(draft.to)"
    switch verification {
    case .builds:
      return CommandResult(
        standardOutput: printed
          + "depgraph bridge --verify: the draft builds: \(draft.from) and \(draft.to) "
          + "compile with the edge \(edge) removed.\n")
    case .fails(let draftErrors, let stepsLeft):
      // Each error's file as the rest of the output shows paths.
      let shown = verification.errors.map { error in
        let file = String(error.prefix { $0 != ":" })
        let path = displayPath(file, root: analysis.package.root, relativeTo: currentDirectory)
        return (path.relative ?? path.absolute) + error.dropFirst(file.count) + "\n"
      }
      func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
      }
      var summary =
        "depgraph bridge --verify: with the edge \(edge) removed, the draft does not build yet: "
      summary +=
        draftErrors.isEmpty
        ? "every error above is a step left to do by hand"
        : "\(count(draftErrors.count, "error")) above \(draftErrors.count == 1 ? "is" : "are") "
          + "the draft's own, a defect of the draft and not a step for you"
          + (stepsLeft.isEmpty ? "" : "; the others are steps left to do by hand")
      summary += stepsLeft.isEmpty ? ".\n" : ":\n"
      for step in stepsLeft {
        summary += "- \(step.step) (\(count(step.errors.count, "error")))\n"
      }
      return CommandResult(
        standardOutput: printed + shown.joined() + summary,
        exitCode: DepgraphExitStatus.violations)
    case .cannotBuild(let reason):
      return CommandResult(
        standardOutput: printed,
        standardError:
          "error: depgraph bridge --verify cannot build the package, so the draft is not "
          + "checked: \(reason)\n",
        exitCode: DepgraphExitStatus.badInput)
    }
  }
}

extension BridgeCommand {
  init(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem) {
    if let extra = positionals.first { throw .unexpectedArgument(extra) }
    guard let from = parsed[Option.from], let to = parsed[Option.to] else {
      throw .missingArgument(
        command: "bridge", name: "--from <target> and --to <target>",
        example: "depgraph bridge --from BridgeFramework --to ColorServiceModule")
    }
    let reading = try parsed.value(Option.uses, as: Uses.self) ?? .compiler
    let uses: UseSource
    switch (reading, parsed[Option.indexStore]) {
    case (.text, .some):
      throw .conflictingOptions("--uses text", "--index-store")
    case (.text, nil): uses = .text
    case (.compiler, .some(let store)): uses = .indexStore(path: store, swift: nil)
    case (.compiler, nil): uses = .compiler(swift: nil)
    }
    self.init(
      from: TargetName(from), to: TargetName(to), protocolName: parsed[Option.protocolName],
      source: try SharedOption.source(parsed), scratchPath: parsed[SharedOption.scratchPath],
      uses: uses,
      format: try parsed.value(Option.format, as: Format.self) ?? .text,
      verify: parsed.has(Option.verify))
  }
}
