#!/usr/bin/env bash
# A real upward import: SwiftProtobuf (below SwiftProtobufPluginLibrary in swift-protobuf)
# sketches a message's source with the plugin library's CodePrinter and NamingUtils: a
# construction, mutating methods, a property, and a static function of an enum.
# Usage: protobuf-code-printer.sh CHECKOUT   (a clone of apple/swift-protobuf)
set -euo pipefail
cd "$1"
git checkout -q --force 0830058db7443806c702eee61d0e568e43971bce
git clean -qfd Sources
cat >Sources/SwiftProtobuf/Message+SourceSketch.swift <<'SWIFT'
import SwiftProtobufPluginLibrary

extension Message {
  /// A Swift sketch of the message's type: its name, then its camel-cased name indented.
  public static func sourceSketch() -> String {
    var printer = CodePrinter(indent: "  ".unicodeScalars)
    printer.print("// \(protoMessageName)\n")
    printer.indent()
    printer.print(NamingUtils.toUpperCamelCase(protoMessageName), "\n")
    printer.outdent()
    return printer.content
  }
}
SWIFT
echo "bridge: --from SwiftProtobuf --to SwiftProtobufPluginLibrary"
