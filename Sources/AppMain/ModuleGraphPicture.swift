/// One module of the app, as the demo's `graph` command draws it.
struct ModuleSummary: Hashable, Sendable {
  /// The module's name, as it is imported.
  let name: String
  /// The layer of depgraph.json that holds it.
  let layer: String
  let role: String
  /// The modules of the app that this module imports directly.
  let imports: [String]
}

/// One layer of depgraph.json that holds modules of the app.
struct LayerSummary: Hashable, Sendable {
  let name: String
  /// Why the layer stands where it does.
  let because: String
}

/// Draws the module graph as text, by the layers of depgraph.json, top first, so that every
/// import points down or across a layer.
enum ModuleGraphPicture {
  /// Renders the modules by layer, each layer with its reason, each module with its role and
  /// the modules it imports.
  ///
  /// - Returns: Lines of at most 80 columns, unless a single word is longer: a long reason
  ///   or role, and a long list of imports, go on under their first line.
  static func render(_ modules: [ModuleSummary], layers: [LayerSummary]) -> String {
    var lines: [String] = []
    for layer in layers {
      let members = modules.filter { $0.layer == layer.name }.sorted { $0.name < $1.name }
      guard !members.isEmpty else { continue }
      lines.append(hanging("layer \(layer.name): \(layer.because)", indent: 2))
      for module in members {
        lines.append(hanging("\(module.name): \(module.role)", indent: 4))
        let imports = module.imports.sorted()
        lines += imports.isEmpty ? [indent + "imports no module"] : importLines(imports)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` wrapped within 80 columns, its first line indented by `indent` and the others by
  /// two more.
  private static func hanging(_ text: String, indent: Int) -> String {
    let first = text.wrapped(width: 80 - indent).split(separator: "\n", maxSplits: 1)
    let head = String(repeating: " ", count: indent) + (first.first ?? "")
    guard first.count == 2 else { return head }
    return head + "\n"
      + String(first[1]).split(separator: "\n").joined(separator: " ")
      .wrapped(width: 78 - indent).indented(by: indent + 2)
  }

  /// Whether every import of `modules` points to a module of the same layer or one below:
  /// what the demo may then say, "nothing points up".
  static func nothingPointsUp(_ modules: [ModuleSummary], layers: [LayerSummary]) -> Bool {
    let position = Dictionary(
      layers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let layerOf = Dictionary(
      modules.map { ($0.name, position[$0.layer] ?? 0) }, uniquingKeysWith: { first, _ in first })
    return modules.allSatisfy { module in
      module.imports.allSatisfy { (layerOf[$0] ?? .max) >= (layerOf[module.name] ?? 0) }
    }
  }

  private static let indent = String(repeating: " ", count: 6)

  /// `imports A, B, C`, wrapped before a name that would pass column 80; continuation lines
  /// line up under the first name.
  private static func importLines(_ names: [String]) -> [String] {
    var lines = [indent + "imports "]
    for (index, name) in names.enumerated() {
      let item = name + (index == names.count - 1 ? "" : ",")
      let last = lines[lines.count - 1]
      if last.hasSuffix(" ") {
        lines[lines.count - 1] = last + item
      } else if last.count + 1 + item.count <= 80 {
        lines[lines.count - 1] = last + " " + item
      } else {
        lines.append(indent + "        " + item)
      }
    }
    return lines
  }
}

extension String {
  /// The string followed by spaces up to `width` characters; unchanged when it is longer.
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
