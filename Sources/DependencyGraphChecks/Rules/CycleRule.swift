import DependencyGraphBridge
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphScanning

/// Targets whose declared dependencies form a cycle.
struct CycleRule: CheckRule {
  let id = Violation.Rule.cycle

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.checkCycles(layerIndices: run.layerIndices)
  }
}

extension CheckContext {
  /// Each cycle once, with the import behind each step and the edge cheapest to invert.
  mutating func checkCycles(layerIndices: [TargetName: Int]) {
    for cycle in cycles {
      var notes = evidence(along: cycle)
      if let advice = cheapestEdge(of: cycle, layerIndices: layerIndices) { notes.append(advice) }
      violations.append(
        Violation(
          rule: .cycle, target: cycle[0], subject: .target(cycle[1]),
          location: notes.lazy.compactMap(\.location).first
            ?? manifest(of: cycle[0])?.dependency(
              declaredName(from: cycle[0], to: cycle[1]), of: cycle[0]),
          path: cycle,
          message: "Dependency cycle: \(chain(cycle)). SwiftPM refuses to "
            + "build it. Break one edge: move the shared code down, or let the lower target "
            + "declare a protocol that the higher one implements.",
          notes: notes))
    }
  }

  /// The edge of a cycle to break with a protocol: one that points up the layers if any does,
  /// then the fewest uses that a protocol cannot carry, then the fewest uses.
  func cheapestEdge(of cycle: [TargetName], layerIndices: [TargetName: Int]) -> Violation.Note? {
    let drafts = zip(cycle, cycle.dropFirst()).compactMap { from, to in
      try? analysis.bridge(from: from, to: to)
    }
    func pointsUp(_ draft: BridgeDraft) -> Int {
      guard let from = layerIndices[draft.from], let to = layerIndices[draft.to] else { return 1 }
      return from > to ? 0 : 1
    }
    guard
      let best = drafts.min(by: { lhs, rhs in
        ([pointsUp(lhs)] + lhs.cost).lexicographicallyPrecedes([pointsUp(rhs)] + rhs.cost)
      })
    else { return nil }
    let uses = best.uses.count
    let blockers = best.blockers.count
    guard uses > 0 else {
      return Violation.Note(
        location: nil,
        message: "\(best.from) uses none of \(best.to)'s public declarations that depgraph can "
          + "see: the edge \(best.from) -> \(best.to) may simply be removed.")
    }
    return Violation.Note(
      location: best.uses.first?.location,
      message: "The edge cheapest to invert is \(best.from) -> \(best.to): \(uses) "
        + "use\(uses == 1 ? "" : "s") of \(best.to), \(blockers) that a protocol cannot carry. "
        + "'\(bridgeCommand(from: best.from, to: best.to))' drafts the protocol.")
  }
}
