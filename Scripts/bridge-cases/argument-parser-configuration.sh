#!/usr/bin/env bash
# A real upward import: ArgumentParserToolInfo (below ArgumentParser in
# swift-argument-parser) describes a command type: a static requirement read through a
# metatype (declared twice in ArgumentParser, as a requirement and as its default), and
# properties read through a chain, `command.configuration.commandName`, whose type
# (CommandConfiguration) is ArgumentParser's too.
# Usage: argument-parser-configuration.sh CHECKOUT   (a clone of apple/swift-argument-parser)
set -euo pipefail
cd "$1"
git checkout -q --force 2f77f2fccb6e84fecff338c37b199e33e7dfd119
git clean -qfd Sources
cat >Sources/ArgumentParserToolInfo/ToolInfoV0+Command.swift <<'SWIFT'
import ArgumentParser

extension ToolInfoV0 {
  /// The tool information of a command type, without its arguments.
  public init(describing command: any ParsableCommand.Type) {
    let name = command.configuration.commandName ?? "\(command)".lowercased()
    self.init(
      command: CommandInfoV0(
        superCommands: [], shouldDisplay: true, commandName: name, aliases: nil,
        abstract: command.configuration.abstract, discussion: "", defaultSubcommand: nil,
        subcommands: [], arguments: []))
  }
}
SWIFT
echo "bridge: --from ArgumentParserToolInfo --to ArgumentParser"
