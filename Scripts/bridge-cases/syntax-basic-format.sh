#!/usr/bin/env bash
# A real upward import: SwiftDiagnostics (below SwiftBasicFormat in swift-syntax) formats a
# Fix-It with BasicFormat: the type in signatures (one optional, one a metatype), a method
# BasicFormat inherits from SwiftSyntax's SyntaxRewriter, a property, and a static read
# through the metatype. The manifest's dependency is added too, as a developer would. Expected
# verdict: bridge, and the draft builds.
# Usage: syntax-basic-format.sh CHECKOUT   (a clone of swiftlang/swift-syntax)
set -euo pipefail
cd "$1"
git checkout -q --force a8b1c535647243d603b6772e7e8306c993a0c188
git clean -qfd Sources
python3 - <<'PY'
import re
text = open("Package.swift").read()
old = 'name: "SwiftDiagnostics",\n      dependencies: ["SwiftSyntax"]'
assert old in text, "SwiftDiagnostics' declaration changed"
open("Package.swift", "w").write(
    text.replace(old, 'name: "SwiftDiagnostics",\n      dependencies: ["SwiftSyntax", "SwiftBasicFormat"]'))
PY
cat >Sources/SwiftDiagnostics/FormattedFixIt.swift <<'SWIFT'
public import SwiftBasicFormat
public import SwiftSyntax

extension FixIt {
  public static func formattedText(of node: some SyntaxProtocol, using format: BasicFormat) -> String {
    format.rewrite(node).description
  }
  public static func indentationWidth(of format: BasicFormat?) -> Trivia {
    format?.indentationWidth ?? .spaces(4)
  }
  public static func inferredIndentation(of tree: some SyntaxProtocol, kind: BasicFormat.Type) -> Trivia? {
    kind.inferIndentation(of: tree)
  }
}
SWIFT
echo "bridge: --from SwiftDiagnostics --to SwiftBasicFormat"
