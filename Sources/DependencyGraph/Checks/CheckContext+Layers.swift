// The `layer` and `unlayered-target` rules: edges through the layers of `depgraph.json`.
extension CheckContext {
  /// The layer rules among `targets`: the whole workspace for its own rules, one package for
  /// a package's.
  mutating func checkLayers(_ rules: Rules, targets: [String]) {
    let layers = rules.layers
    guard !layers.isEmpty else { return }
    let position = rules.layerIndices(of: targets)
    for target in targets where position[target] == nil {
      violations.append(
        Violation(
          rule: .unlayeredTarget, severity: .warning, target: target,
          location: manifest(of: target)?.declaration(of: target),
          message: "\(target) is in no layer of the rules, so no layer rule constrains it. Add it, "
            + "or a pattern that matches it, to the layer it belongs to."))
    }
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
          rule: .layer, severity: .error, target: from, module: to,
          location: firstImport(in: from, of: to)?.location
            ?? manifest(of: from)?.dependency(declaredName(from: from, to: to), of: from),
          message: problem + (rule.map { " Because: \($0)." } ?? "")))
    }
  }
}
