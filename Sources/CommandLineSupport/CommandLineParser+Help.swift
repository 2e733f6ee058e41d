extension CommandLineParser {
  /// Where a help text and this parser disagree, so that a tool's tests can keep its help true.
  ///
  /// The help's `OPTIONS:` section starts each entry two spaces in (`  --format <format>`, or
  /// `  -h, --help`), and wraps its descriptions further in; its `USAGE:` shows options in
  /// brackets (`[--strict]`).
  ///
  /// - Returns: The options the parser accepts that the `OPTIONS:` section leaves out, and the
  ///   options the help shows that the parser would refuse; both empty when they agree.
  package func disagreements(
    withHelp help: String
  ) -> (undocumented: [String], refused: [String]) {
    let accepted = Set(options.map(\.name) + ["-h", "--help"])
    var listed: Set<String> = []
    var shown: Set<String> = []
    var section = ""
    for line in help.split(separator: "\n") {
      if line.first != " " { section = String(line.prefix { $0 != ":" }) }
      switch section {
      case "OPTIONS" where line.hasPrefix("  -"):
        let words = line.split(separator: " ")
        if words[0].hasSuffix(","), words.count > 1 {  // "-h, --help"
          listed.formUnion([String(words[0].dropLast()), String(words[1])])
        } else {
          listed.insert(String(words[0]))
        }
      case "USAGE":
        for piece in line.split(separator: "[").dropFirst() where piece.hasPrefix("-") {
          shown.insert(String(piece.prefix { $0 != " " && $0 != "]" }))
        }
      default: break
      }
    }
    shown.formUnion(listed)
    return (accepted.subtracting(listed).sorted(), shown.subtracting(accepted).sorted())
  }
}
