#!/usr/bin/env bash
# A real upward import: Logging (below InMemoryLogging in swift-log) imports InMemoryLogging to
# summarise what an InMemoryLogHandler recorded. It only reads instance members on values it is
# given: the handler's entries and clear(), and each entry's level and message. `value` is a
# local of type [Logger.Level] in one function and String in the other; `pair.from`/`pair.to`
# are labeled tuple elements (and `pair.0`/`pair.1` unlabeled ones), not InMemoryLogging members.
# Expected verdict: bridge (instance members only; a protocol declared in Logging, with an
# entry protocol for level/message, can carry them and InMemoryLogHandler can conform to it).
# Usage: log-inmemory-summary.sh CHECKOUT   (a clone of apple/swift-log)
set -euo pipefail
cd "$1"
git checkout -q --force 7af2de138f5f0fddf0bd5c7e19face6944ed76af
git clean -qfd Sources
cat >Sources/Logging/Handlers/InMemorySummary.swift <<'SWIFT'
import InMemoryLogging

extension Logger.Level {
    /// The level changes between consecutive entries recorded by `handler`,
    /// for example from .info to .error.
    static func changes(in handler: InMemoryLogHandler) -> [(from: Logger.Level, to: Logger.Level)] {
        let value = handler.entries.map { $0.level }
        return zip(value, value.dropFirst()).compactMap { pair in
            pair.0 == pair.1 ? nil : (from: pair.0, to: pair.1)
        }
    }
}

/// A one-line summary of what `handler` recorded, such as "info->error: disk full";
/// clears the handler afterwards.
func drainSummary(of handler: InMemoryLogHandler) -> String {
    let value = handler.entries.last?.message.description ?? ""
    let changes = Logger.Level.changes(in: handler).map { pair in "\(pair.from)->\(pair.to)" }
    handler.clear()
    return (changes + [value]).joined(separator: ": ")
}
SWIFT
echo "bridge: --from Logging --to InMemoryLogging"
