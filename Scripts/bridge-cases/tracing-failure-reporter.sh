#!/usr/bin/env bash
# A real upward import: Instrumentation (below Tracing in swift-distributed-tracing; Tracing
# depends on Instrumentation) gets a reporter that records instrument failures on a span it
# is handed: only instance members of Tracing's Span (isRecording, operationName get/set, and
# one call of the overloaded recordError). The file also reuses the local name `value` with
# two types (Int, then String) and reads a labeled tuple element (`pair.from`, `pair.to`)
# that is not a member of Tracing.
# Expected verdict: bridge (a protocol in Instrumentation with those three requirements,
# refined by Tracing's Span, breaks the cycle).
# Usage: tracing-failure-reporter.sh CHECKOUT   (a clone of apple/swift-distributed-tracing)
# The remote dependency is rewritten to a sibling clone: ../swift-service-context
# (apple/swift-service-context, checked out at 41d2d194acda8c70778725d3b78f55e0e6875cb1).
set -euo pipefail
cd "$1"
git checkout -q --force d208422dc9281d7b5b67786f6f4b915ae81639f7
git clean -qfd Sources
git -C ../swift-service-context checkout -q --force 41d2d194acda8c70778725d3b78f55e0e6875cb1
perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' Package.swift
cat >Sources/Instrumentation/InstrumentFailureReporter.swift <<'SWIFT'
import Tracing

/// Reports instrument failures on the span that was active when they happened.
public struct InstrumentFailureReporter: Sendable {
    public init() {}

    /// Records a failed extraction of `header` on `span`, unless the span is not recording.
    public func reportExtractionFailure(_ error: any Error, header: String, on span: any Span) {
        guard span.isRecording else { return }
        let value = header.utf8.count
        span.recordError(error)
        let pair = (from: span.operationName, to: header)
        span.operationName = "\(pair.from) (extract \(pair.to), \(value) bytes)"
    }

    /// A one-line description of `span` for instrument logs.
    public func describe(_ span: any Span) -> String {
        let value = span.operationName
        return span.isRecording ? value : "\(value) (not recording)"
    }
}
SWIFT
echo "bridge: --from Instrumentation --to Tracing"
