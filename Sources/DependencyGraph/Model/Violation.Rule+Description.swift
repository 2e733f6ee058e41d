extension Violation.Rule {
  /// The severity of the rule's findings.
  public var severity: Violation.Severity {
    switch self {
    case .cycle, .undeclaredImport, .cyclicImport, .transitiveImport, .layer, .forbidden:
      .error
    case .unusedDependency, .conditionMismatch, .unreadableSource, .skippedTarget,
      .unlayeredTarget, .unmatchedAllow, .unresolvedDependency, .unknownModule:
      .warning
    }
  }

  /// What the rule finds, in one sentence, for SARIF's rule descriptions and other listings.
  public var summary: String {
    switch self {
    case .cycle:
      "Declared dependencies form a cycle, which SwiftPM refuses to build."
    case .undeclaredImport:
      "A target imports a module outside its declared dependency closure, of its own package "
        + "or of another package's product; it builds only when the module happens to be built "
        + "first."
    case .cyclicImport:
      "An undeclared import of a target that already reaches the importer: declaring it would "
        + "close a cycle, so the edge must be broken, for example with a protocol bridge."
    case .transitiveImport:
      "A target imports a target it reaches only through another dependency (--strict)."
    case .unusedDependency:
      "A declared target or product dependency that no source of the target imports."
    case .layer:
      "A dependency on a higher layer, or between independent siblings of one layer."
    case .forbidden:
      "A dependency, or with 'transitive' a chain, that a forbidden rule names."
    case .conditionMismatch:
      "An import whose #if does not match the platforms its dependency is declared for."
    case .unreadableSource:
      "A source file or module map that could not be read or was scanned only in part."
    case .skippedTarget:
      "A target that is not checked: SwiftPM leaves it out, or an Xcode target compiles no "
        + "source file."
    case .unlayeredTarget:
      "A target in no layer of a rules file that has layers, so no layer rule constrains it."
    case .unmatchedAllow:
      "An allow entry of the rules file that matches no finding."
    case .unresolvedDependency:
      "A dependency package whose manifest could not be found or read, so imports only it "
        + "could provide are not checked."
    case .unknownModule:
      "An imported module that is no target, product, toolchain module or Apple SDK "
        + "framework (a CocoaPods or Carthage module, a binary framework), so its imports are "
        + "not checked."
    }
  }

  /// What to do about a finding of the rule, for SARIF's rule help.
  public var help: String {
    switch self {
    case .cycle, .cyclicImport:
      "Break one edge of the cycle: move the shared code into a lower target, or let the lower "
        + "target declare a protocol for what it needs and let the higher one conform and be "
        + "injected where both are composed."
    case .undeclaredImport, .transitiveImport:
      "Declare the imported target, or the product that offers it, as a dependency in "
        + "Package.swift (swift package add-target-dependency), or remove the import."
    case .unusedDependency:
      "Remove the dependency from Package.swift, or accept it with an allow entry that says "
        + "why it is needed."
    case .layer, .forbidden:
      "Move the code so that the dependency points down the layers, or invert it with a "
        + "protocol that the lower target declares."
    case .conditionMismatch:
      "Make the import's #if hold only where the dependency is declared, or use "
        + "#if canImport(Module)."
    case .unreadableSource:
      "Make the file readable and smaller than 8 MiB; its imports are not checked until then."
    case .skippedTarget:
      "Fix the manifest so that SwiftPM builds the target (SwiftPM's warning says why), or add "
        + "the Xcode target's files to its Sources phase."
    case .unlayeredTarget:
      "Add the target, or a pattern that matches it, to the layer it belongs to."
    case .unmatchedAllow:
      "Remove the entry, or correct its rule, target or module."
    case .unresolvedDependency:
      "Run 'swift package resolve', or give depgraph the build folder that holds the checkouts "
        + "with --scratch-path; fix the file the finding names."
    case .unknownModule:
      "Check the module in a package depgraph reads, or accept the finding with an allow "
        + "entry naming the module; an Apple framework depgraph does not know is a bug to "
        + "report."
    }
  }
}
