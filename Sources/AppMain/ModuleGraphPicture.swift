/// Draws the module graph as text, highest layer first, so that every arrow points down.
enum ModuleGraphPicture {
  /// Renders the modules by layer, each with its role and the modules it imports.
  ///
  /// A module's layer is the length of its longest chain of imports, so it always sits above
  /// everything it imports. Modules of one layer are sorted by name.
  ///
  /// - Parameter modules: Every module to draw, each once; imports of modules outside the list
  ///   are still named in `imports` lines, at layer 0.
  /// - Returns: Lines of at most 80 columns, unless a single name or word is longer: a long
  ///   role goes under its module's name and a long list of imports onto further lines.
  /// - Complexity: O(*v* + *e*) for *v* modules and *e* imports, plus sorting.
  static func render(_ modules: [ModuleSummary]) -> String {
    let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var layers: [String: Int] = [:]
    func layer(of name: String) -> Int {
      if let known = layers[name] { return known }
      layers[name] = 0  // an import cycle, which the manifest cannot have, ends here
      let value = (byName[name]?.imports ?? []).map { layer(of: $0) + 1 }.max() ?? 0
      layers[name] = value
      return value
    }
    let ordered = modules.sorted { lhs, rhs in
      let (left, right) = (layer(of: lhs.name), layer(of: rhs.name))
      return left != right ? left > right : lhs.name < rhs.name
    }
    let nameWidth = (modules.map(\.name.count).max() ?? 0) + 2
    var lines: [String] = []
    var previousLayer: Int?
    for module in ordered {
      let moduleLayer = layer(of: module.name)
      let label = moduleLayer == previousLayer ? "" : "layer \(moduleLayer)"
      previousLayer = moduleLayer
      let named = "  " + label.padded(to: 9) + module.name
      let head = named.padded(to: 11 + nameWidth)
      if head.count + module.role.count <= 80 {
        lines.append(head + module.role)
      } else {
        // A long role goes under the name, wrapped, rather than past column 80.
        lines.append(named)
        lines.append(module.role.wrapped(width: 80 - indent.count).indented(by: indent.count))
      }
      let imports = module.imports.sorted()
      lines += imports.isEmpty ? [indent + "imports no module"] : importLines(imports)
    }
    return lines.joined(separator: "\n")
  }

  private static let indent = String(repeating: " ", count: 13)

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
