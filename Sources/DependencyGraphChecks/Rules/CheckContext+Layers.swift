// The `layer` and `unlayered-target` rules' checks: edges through the layers of
// `depgraph.json`, and the targets in none.
import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel

extension CheckContext {
  /// The `unlayered-target` findings among `targets`: the whole workspace for its own rules,
  /// one package for a package's.
  mutating func checkUnlayered(_ rules: Rules, targets: [TargetName]) {
    let layers = rules.layers
    guard !layers.isEmpty else { return }
    let position = rules.layerIndices(of: targets)
    for target in targets where position[target] == nil {
      let fits = fittingLayers(of: target, rules: rules, position: position)
      let advice =
        switch fits.count {
        case 0:
          "No layer fits it: its dependencies and dependents leave none between them. Add a "
            + "layer for it, or move what it depends on."
        case 1:
          "Only layer '\(layers[fits[0]].name)' fits it, by its dependencies and dependents: "
            + "'depgraph --fix' adds it there."
        default:
          "Layers " + fits.map { "'\(layers[$0].name)'" }.joined(separator: ", ")
            + " fit it, by its dependencies and dependents: add it to the one it belongs to."
        }
      violations.append(
        Violation(
          rule: .unlayeredTarget, target: target,
          location: manifest(of: target)?.declaration(of: target),
          message: "\(target) is in no layer of the rules, so no layer rule constrains it. "
            + advice,
          fittingLayer: fits.count == 1 ? layers[fits[0]].name : nil))
    }
  }

  /// The `layer` findings among `targets`: each edge up a layer, or between independent
  /// siblings.
  mutating func checkLayerEdges(_ rules: Rules, targets: [TargetName]) {
    let layers = rules.layers
    guard !layers.isEmpty else { return }
    let position = rules.layerIndices(of: targets)
    for (from, to) in combinedGraph.edges {
      guard let fromIndex = position[from], let toIndex = position[to], from != to else {
        continue
      }
      let layer = layers[fromIndex]
      let problem: String
      if toIndex < fromIndex {
        problem =
          "\(from) (layer '\(layer.name)') depends on \(to), which is in the higher layer "
          + "'\(layers[toIndex].name)'. A target may depend only on its own layer and the "
          + "layers below it."
      } else if toIndex == fromIndex && layer.independent {
        problem =
          "\(from) depends on \(to), but the targets of layer '\(layer.name)' are independent "
          + "siblings and must not depend on each other."
      } else {
        continue
      }
      let rule = layer.because ?? (toIndex < fromIndex ? layers[toIndex].because : nil)
      violations.append(
        Violation(
          rule: .layer, target: from, subject: .target(to),
          location: firstImport(in: from, of: to)?.location
            ?? manifest(of: from)?.dependency(declaredName(from: from, to: to), of: from),
          message: problem + (rule.map { " Because: \($0)." } ?? "")))
    }
  }

  /// The layers, by index, in which `target` would break no layer rule: each of its
  /// dependencies in that layer or one below (not the same one, if it is independent), each
  /// target depending on it in that layer or one above. Targets in no layer constrain nothing.
  func fittingLayers(of target: TargetName, rules: Rules, position: [TargetName: Int]) -> [Int] {
    let dependencies = combinedGraph.edges.filter { $0.from == target && $0.to != target }
      .compactMap { position[$0.to] }
    let dependents = combinedGraph.edges.filter { $0.to == target && $0.from != target }
      .compactMap { position[$0.from] }
    return rules.layers.indices.filter { index in
      let independent = rules.layers[index].independent
      return dependencies.allSatisfy { $0 > index || ($0 == index && !independent) }
        && dependents.allSatisfy { $0 < index || ($0 == index && !independent) }
    }
  }
}
