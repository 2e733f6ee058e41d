extension Violation.Rule {
  /// What one rule is, said once: the severity of its findings, what it finds and what to do.
  public struct Definition: Sendable {
    /// The severity of the rule's findings.
    public let severity: Violation.Severity
    /// When the rule runs, if not always: `with --strict only`.
    public let condition: String?
    /// What the rule finds, in one sentence, for SARIF's rule descriptions and other listings.
    public let summary: String
    /// What to do about a finding of the rule, for SARIF's rule help.
    public let help: String
    /// What the rule finds, in full, as the guide's table of rules says it.
    public let documentation: String

    init(
      severity: Violation.Severity, condition: String? = nil, summary: String, help: String,
      documentation: String
    ) {
      self.severity = severity
      self.condition = condition
      self.summary = summary
      self.help = help
      self.documentation = documentation
    }
  }

  /// The severity of the rule's findings.
  public var severity: Violation.Severity { definition.severity }

  /// What the rule finds, in one sentence, for SARIF's rule descriptions and other listings.
  public var summary: String { definition.summary }

  /// What to do about a finding of the rule, for SARIF's rule help.
  public var help: String { definition.help }

  /// What the rule finds, in full, as the guide's table of rules says it.
  public var documentation: String { definition.documentation }

  /// When the rule runs, if not always: `with --strict only`.
  public var condition: String? { definition.condition }

  /// The rule, defined: the one place each rule's severity and texts are stated.
  public var definition: Definition {
    switch self {
    case .cycle: .cycle
    case .undeclaredImport: .undeclaredImport
    case .cyclicImport: .cyclicImport
    case .transitiveImport: .transitiveImport
    case .unusedDependency: .unusedDependency
    case .layer: .layer
    case .forbidden: .forbidden
    case .conditionMismatch: .conditionMismatch
    case .unreadableSource: .unreadableSource
    case .skippedTarget: .skippedTarget
    case .unlayeredTarget: .unlayeredTarget
    case .unmatchedAllow: .unmatchedAllow
    case .unresolvedDependency: .unresolvedDependency
    case .unknownModule: .unknownModule
    }
  }
}

extension Violation.Rule.Definition {
  static let cycle = Self(
    severity: .error,
    summary:
      "Declared dependencies form a cycle, which SwiftPM refuses to build.",
    help:
      "Break one edge of the cycle: move the shared code into a lower target, or let the lower "
      + "target declare a protocol for what it needs and let the higher one conform and be "
      + "injected where both are composed.",
    documentation:
      "declared dependencies form a cycle; reported once per strongly connected component as one "
      + "path `A -> B -> C -> A`, with the import behind each step")

  static let undeclaredImport = Self(
    severity: .error,
    summary:
      "A target imports a module outside its declared dependency closure, of its own package "
      + "or of another package's product; it builds only when the module happens to be built "
      + "first.",
    help:
      "Declare the imported target, or the product that offers it, as a dependency in "
      + "Package.swift (swift package add-target-dependency), or remove the import.",
    documentation:
      "a target imports a target of the package, or a module of another package's product, that is "
      + "not in its declared dependency closure: the build is only lucky; across packages the fix "
      + "names the product as the manifest spells it. Where a layer or a `forbidden` rule of the "
      + "same run bans the edge, the message says so and advises moving the code or the protocol "
      + "bridge, with no fix, so `--fix` never writes a banned edge. Imports only under `#if "
      + "canImport` of their own module cannot fail a build: one warning per importer and "
      + "module, which says the code under them is left out where the build did not make the "
      + "module first")

  static let cyclicImport = Self(
    severity: .error,
    summary:
      "An undeclared import of a target that already reaches the importer: declaring it would "
      + "close a cycle, so the edge must be broken, for example with a protocol bridge.",
    help:
      "Break one edge of the cycle: move the shared code into a lower target, or let the lower "
      + "target declare a protocol for what it needs and let the higher one conform and be "
      + "injected where both are composed.",
    documentation:
      "an undeclared import of a target that already reaches the importer (by declared "
      + "dependencies or imports): declaring it would close a cycle, so the message shows the chain "
      + "back and advises the protocol bridge (`depgraph bridge`), never the dependency; an import "
      + "whose module the importer does not use is to be removed, which the message says instead"
  )

  static let transitiveImport = Self(
    severity: .error,
    condition: "with `--strict` only",
    summary:
      "A target imports a target it reaches only through another dependency (--strict).",
    help:
      "Declare the imported target, or the product that offers it, as a dependency in "
      + "Package.swift (swift package add-target-dependency), or remove the import.",
    documentation:
      "the imported target is reachable only through another dependency, and no direct dependency "
      + "re-exports it; the chain is shown, with each package it enters. An import under `#if "
      + "canImport` of its own module is a warning")

  static let unusedDependency = Self(
    severity: .warning,
    summary:
      "A declared target or product dependency that no source of the target imports.",
    help:
      "Remove the dependency from Package.swift, or accept it with an allow entry that says "
      + "why it is needed.",
    documentation:
      "a declared target or product dependency that no source of the target imports, nor anything "
      + "it re-exports, and that no C, Objective-C or C++ file of it uses (`@import`, `#import` or "
      + "`#include` of one of its headers) (a module it re-exports from a package that could not be read counts: `import "
      + "Dependencies` uses a product of swift-composable-architecture, which re-exports it); "
      + "exempt: dependencies on macros, plugins and modules that declare nothing (markers), on "
      + "executables (built for the target to launch; no target but a test can import one), on C "
      + "targets without public headers (linked, never imported), a test's dependency on the app "
      + "that hosts it, and "
      + "plugin targets, snippets and targets that declare nothing themselves (aggregates), which "
      + "have no code to use a dependency with")

  static let layer = Self(
    severity: .error,
    summary:
      "A dependency on a higher layer, or between independent siblings of one layer.",
    help:
      "Move the code so that the dependency points down the layers, or invert it with a "
      + "protocol that the lower target declares.",
    documentation:
      "a dependency on a higher layer, or between independent siblings")

  static let forbidden = Self(
    severity: .error,
    summary:
      "A dependency, or with 'transitive' a chain, that a forbidden rule names.",
    help:
      "Move the code so that the dependency points down the layers, or invert it with a "
      + "protocol that the lower target declares.",
    documentation:
      "an edge a `forbidden` rule names; with `transitive`, any chain, shown in full")

  static let conditionMismatch = Self(
    severity: .warning,
    summary:
      "An import whose #if does not match the platforms its dependency is declared for.",
    help:
      "Make the import's #if hold only where the dependency is declared, or use "
      + "#if canImport(Module).",
    documentation:
      "an import whose `#if` does not match the platforms its dependency is declared for; "
      + "DependencyGraphInternals.md lists the conditions compared")

  static let unreadableSource = Self(
    severity: .warning,
    summary:
      "A source file or module map that could not be read or was scanned only in part.",
    help:
      "Make the file readable and smaller than 8 MiB; its imports are not checked until then.",
    documentation:
      "a source file that could not be read, is over 8 MiB, or nests string interpolations deeper "
      + "than 64, or a module map that could not be used; it is skipped")

  static let skippedTarget = Self(
    severity: .warning,
    summary:
      "A target that is not checked: SwiftPM leaves it out, or an Xcode target compiles no "
      + "source file.",
    help:
      "Fix the manifest so that SwiftPM builds the target (SwiftPM's warning says why), or add "
      + "the Xcode target's files to its Sources phase.",
    documentation:
      "a target of the manifest that SwiftPM leaves out (with its warning), or a target of an "
      + "Xcode project that builds code but compiles no source file, so it is not checked")

  static let unlayeredTarget = Self(
    severity: .warning,
    summary:
      "A target in no layer of a rules file that has layers, so no layer rule constrains it.",
    help:
      "Add the target, or a pattern that matches it, to the layer it belongs to.",
    documentation:
      "the rules file has layers, and this target is in none of them, so no layer rule constrains "
      + "it; the message names the layers its dependencies and dependents allow, and `--fix` adds it "
      + "to the one when only one does")

  static let unmatchedAllow = Self(
    severity: .warning,
    summary:
      "An allow entry of the rules file that matches no finding.",
    help:
      "Remove the entry, or correct its rule, target or module.",
    documentation:
      "an `allow` entry of the rules file matches no finding; remove it or correct its names")

  static let unresolvedDependency = Self(
    severity: .warning,
    summary:
      "A dependency package whose manifest could not be found or read, so imports only it "
      + "could provide are not checked.",
    help:
      "Run 'swift package resolve', or give depgraph the build folder that holds the checkouts "
      + "with --scratch-path; fix the file the finding names.",
    documentation:
      "a dependency package whose manifest is not on this machine (never resolved) or cannot be "
      + "read, or a bad `Package.resolved`; named once, with every target whose imports of modules "
      + "outside the checked packages it leaves unchecked (those that declare its products and "
      + "those that reach them), "
      + "the modules no package read offers, and the command that resolves it. Its imports are never "
      + "reported otherwise. The same holds for pods CocoaPods has not installed (one finding at the "
      + "Podfile, naming `pod install`) and for a project XcodeGen or Tuist has yet to generate, "
      + "which a `--workspace` search found (at its specification, naming the command)")

  static let unknownModule = Self(
    severity: .warning,
    summary:
      "An imported module that is no target, product, toolchain module or Apple SDK "
      + "framework (a CocoaPods or Carthage module, a binary framework), so its imports are "
      + "not checked.",
    help:
      "Check the module in a package depgraph reads, or accept the finding with an allow "
      + "entry naming the module; an Apple framework depgraph does not know is a bug to "
      + "report.",
    documentation:
      "an imported module that is no target, no product of a package read, no toolchain module and "
      + "no framework of the Apple SDKs (a CocoaPods or Carthage module, a binary framework): one "
      + "warning per module, at its first import, naming every target that imports it; those imports "
      + "are not checked. A target that reaches a package that could not be read has none: that "
      + "package may offer the module")
}
