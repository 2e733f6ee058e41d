#!/usr/bin/env bash
# A real upward import: Logging (below InMemoryLogging in swift-log) imports InMemoryLogging to
# offer a logger that records into memory. It builds InMemoryLogHandler values inside closures
# (the factory closure of Logger(label:factory:), and InMemoryLogHandler.Entry values in a map
# closure, through the overloaded Entry initializers) and reads the handler's entries.
# Expected verdict: move (Logging constructs InMemoryLogging's types; a protocol cannot carry a
# construction).
# Usage: log-inmemory-logger.sh CHECKOUT   (a clone of apple/swift-log)
set -euo pipefail
cd "$1"
git checkout -q --force 7af2de138f5f0fddf0bd5c7e19face6944ed76af
git clean -qfd Sources
cat >Sources/Logging/Handlers/Logger+InMemory.swift <<'SWIFT'
import InMemoryLogging

extension Logger {
    /// A logger that records into memory, to capture output in previews and tests.
    public static func inMemory(label: String, logLevel: Logger.Level = .trace) -> Logger {
        Logger(label: label) { _ in
            var handler = InMemoryLogHandler()
            handler.logLevel = logLevel
            return handler
        }
    }

    /// Whether `handler` recorded exactly `messages`, in order, at `level`, without metadata.
    static func recorded(_ messages: [String], at level: Logger.Level, in handler: InMemoryLogHandler) -> Bool {
        let expected = messages.map { message in
            InMemoryLogHandler.Entry(level: level, message: "\(message)", metadata: [:])
        }
        return handler.entries == expected
    }
}
SWIFT
echo "bridge: --from Logging --to InMemoryLogging"
