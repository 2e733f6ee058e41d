#!/usr/bin/env bash
# A real upward import: Instrumentation (below Tracing in swift-distributed-tracing; Tracing
# depends on Instrumentation) gains two Instrument conveniences and imports Tracing to get
# ServiceContext, which Tracing only re-exports (`@_exported import ServiceContextModule`).
# Nothing declared in Tracing itself is used.
# Expected verdict: import (everything used is declared in ServiceContextModule, which does not
# depend on Instrumentation and is already a dependency of Instrumentation).
# Usage: tracing-umbrella-context.sh CHECKOUT   (a clone of apple/swift-distributed-tracing)
# The remote dependency is rewritten to a sibling clone: ../swift-service-context
# (apple/swift-service-context, checked out at 41d2d194acda8c70778725d3b78f55e0e6875cb1).
set -euo pipefail
cd "$1"
git checkout -q --force d208422dc9281d7b5b67786f6f4b915ae81639f7
git clean -qfd Sources
git -C ../swift-service-context checkout -q --force 41d2d194acda8c70778725d3b78f55e0e6875cb1
perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' Package.swift
cat >Sources/Instrumentation/Instrument+CurrentContext.swift <<'SWIFT'
import Tracing

extension Instrument {
    /// Injects the task-local context, or a fresh top-level one, into `carrier`.
    public func injectCurrentContext<Carrier, Inject>(into carrier: inout Carrier, using injector: Inject)
    where Inject: Injector, Carrier == Inject.Carrier {
        let context = ServiceContext.current ?? .topLevel
        self.inject(context, into: &carrier, using: injector)
    }

    /// Extracts a context from `carrier`, starting from an empty top-level context.
    public func extractContext<Carrier, Extract>(from carrier: Carrier, using extractor: Extract) -> ServiceContext
    where Extract: Extractor, Carrier == Extract.Carrier {
        var context = ServiceContext.topLevel
        self.extract(carrier, into: &context, using: extractor)
        return context
    }
}
SWIFT
echo "bridge: --from Instrumentation --to Tracing"
