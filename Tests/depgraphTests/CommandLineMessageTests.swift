import CommandLineSupport
import DependencyGraph
import Testing

@testable import depgraph

/// The checker's errors name no flag; `depgraph` adds the one that mends each, and leaves the
/// rest as the checker says them.
@Suite("Errors as depgraph prints them")
struct CommandLineMessageTests {
  @Test(
    "The flag that mends an error follows the checker's message, whole",
    arguments: [
      (
        GraphError.input(.packageNotFound(path: "/app", projects: ["App.xcodeproj"])),
        "No Swift package at '/app': it has no Package.swift, but it holds 'App.xcodeproj'. "
          + "Pass --project App.xcodeproj for the app (a workspace reads every project and "
          + "package it lists), or --workspace with the folder for everything below it."
      ),
      (
        .input(.folderNotFound(path: "/missing/App.xcodeproj")),
        "No folder at '/missing/App.xcodeproj': nothing of that name exists."
      ),
      (
        .input(.packageNotFound(path: "/app")),
        "No Swift package at '/app': it has no Package.swift. Pass the package's folder with "
          + "--package-path."
      ),
      (
        .input(.noPackagesInWorkspace(path: "/my app/Studio.xcworkspace")),
        "'/my app/Studio.xcworkspace' is an Xcode workspace, not a folder to search. Pass it "
          + "with --project '/my app/Studio.xcworkspace'."
      ),
      (
        .input(.projectNotFound(path: "/app/None.xcodeproj")),
        "No Xcode project at '/app/None.xcodeproj': it has no project.pbxproj. Pass the "
          + ".xcodeproj folder with --project."
      ),
      (
        .input(.projectNotFound(path: "/app", holding: ["App.xcodeproj"])),
        "No Xcode project at '/app': it has no project.pbxproj. It holds App.xcodeproj: pass "
          + "that."
      ),
      (
        .input(.workspaceNotFound(path: "/app/W.xcworkspace")),
        "No Xcode workspace at '/app/W.xcworkspace': it has no contents.xcworkspacedata. Pass "
          + "the .xcworkspace folder, or one project with --project."
      ),
      (
        .configuration(.outdatedBaseline(file: "b.json", version: 2, reads: 1)),
        "Invalid baseline b.json: version is 2, but this depgraph reads version 1. Write it "
          + "again with --write-baseline."
      ),
      (
        .configuration(.unknownTargetsInBaseline(file: "b.json", names: ["Gone"])),
        "Invalid baseline b.json: it names targets the package does not have: Gone. Write it "
          + "again with --write-baseline."
      ),
      (
        .git(.revisionUnreadable("HEAD~1", error: .input(.packageNotFound(path: "/app")))),
        "the graph of HEAD~1 cannot be read: No Swift package at '/app': it has no "
          + "Package.swift. Pass the package's folder with --package-path."
      ),
      (
        .git(.notARepository(path: "/app", reason: "git failed")),
        "/app is in no git repository (git failed). Run depgraph in a clone (affected also "
          + "takes the changed files with --changed)."
      ),
      (
        .bridge(.unknownTarget(name: "Nope", end: .upper, known: ["A", "B"])),
        "--to names 'Nope', which is not a target of the package. Targets: A, B."
      ),
      (
        .bridge(.sameTarget("A")),
        "Cannot draft a bridge: --from and --to both name A."
      ),
      (
        .bridge(.noEdge(lower: "A", upper: "B")),
        "Cannot draft a bridge: A neither depends on nor imports B, so there is no edge to "
          + "break."
      ),
      (
        .file(.unreadable(path: "r.json", reason: "no such file")),
        "Cannot read 'r.json': no such file."
      ),
    ])
  func message(_ error: GraphError, _ printed: String) {
    #expect(error.commandLineMessage == printed)
    let result = CommandResult.badInput(error)
    #expect(result.standardError == "error: \(printed)\n")
    #expect(result.exitCode == DepgraphExitStatus.badInput)
  }

  @Test("No message of the checker names a flag of depgraph", arguments: flagless)
  func checkerNamesNoFlag(_ error: GraphError) {
    #expect(!error.description.contains(" --"), "\(error)")
  }

  /// One error of each case that the command line adds a flag to.
  static let flagless: [GraphError] = [
    .input(.packageNotFound(path: "/app", projects: ["App.xcodeproj"])),
    .input(.packageNotFound(path: "/app")),
    .input(.noPackagesInWorkspace(path: "/app/App.xcodeproj")),
    .input(.noPackagesInWorkspace(path: "/app")),
    .input(.projectNotFound(path: "/app/None.xcodeproj")),
    .input(.workspaceNotFound(path: "/app/W.xcworkspace")),
    .configuration(.outdatedBaseline(file: "b.json", version: 2, reads: 1)),
    .configuration(.unknownTargetsInBaseline(file: "b.json", names: ["Gone"])),
    .git(.notARepository(path: "/app", reason: "git failed")),
    .bridge(.unknownTarget(name: "Nope", end: .lower, known: ["A"])),
    .bridge(.sameTarget("A")),
  ]
}
