public import DependencyGraphModel

extension BridgeDraft {
  /// The rest of the edit list beyond the draft: what to delete, and which callers of the
  /// lower target's types must now pass the service.
  public struct Edits: Hashable, Sendable {
    /// One import of the upper module in the lower target, to delete.
    public struct ImportLine: Hashable, Sendable {
      public let module: ModuleName
      public let location: Violation.Location
    }

    /// A place, in any target, that creates a lower type whose initializer takes the service.
    public struct Caller: Hashable, Sendable {
      /// The lower type created, `BridgeViewController`.
      public let type: String
      public let target: TargetName
      public let location: Violation.Location
      /// Whether that target sees the upper target, so that it can create the service there;
      /// otherwise it must receive the service from its own caller.
      public let seesUpper: Bool
    }

    public var imports: [ImportLine] = []
    /// The literal naming the upper target among the lower target's dependencies in
    /// `Package.swift`; `nil` when the edge is an import alone.
    public var manifestDependency: Violation.Location?
    public var callers: [Caller] = []
    /// Drafted protocols the lower target already declares: reused, not declared again.
    public var existingProtocols: Set<String> = []
    /// Conformances, `Type: Protocol`, the upper target already declares.
    public var existingConformances: Set<String> = []
  }
}
