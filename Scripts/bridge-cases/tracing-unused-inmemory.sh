#!/usr/bin/env bash
# A real upward import: Instrumentation (lowest library of swift-distributed-tracing) gets a
# toggling wrapper instrument whose author left `import InMemoryTracing` in after trying the
# in-memory tracer; InMemoryTracing depends on Tracing, which depends on Instrumentation, so the
# import closes a cycle. Nothing of InMemoryTracing is used: the file only needs Instrumentation
# itself and ServiceContextModule, which it imports directly.
# Expected verdict: remove.
# Usage: tracing-unused-inmemory.sh CHECKOUT   (a clone of apple/swift-distributed-tracing)
# The remote dependency is rewritten to a sibling clone: ../swift-service-context
# (apple/swift-service-context, checked out at 41d2d194acda8c70778725d3b78f55e0e6875cb1).
set -euo pipefail
cd "$1"
git checkout -q --force d208422dc9281d7b5b67786f6f4b915ae81639f7
git clean -qfd Sources
git -C ../swift-service-context checkout -q --force 41d2d194acda8c70778725d3b78f55e0e6875cb1
perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' Package.swift
cat >Sources/Instrumentation/TogglingInstrument.swift <<'SWIFT'
import InMemoryTracing
import ServiceContextModule

/// An instrument that forwards to another one only while `isEnabled` returns true.
public struct TogglingInstrument: Instrument {
    private let base: any Instrument
    private let isEnabled: @Sendable () -> Bool

    public init(_ base: any Instrument, isEnabled: @escaping @Sendable () -> Bool) {
        self.base = base
        self.isEnabled = isEnabled
    }

    public func inject<Carrier, Inject>(_ context: ServiceContext, into carrier: inout Carrier, using injector: Inject)
    where Inject: Injector, Carrier == Inject.Carrier {
        guard isEnabled() else { return }
        base.inject(context, into: &carrier, using: injector)
    }

    public func extract<Carrier, Extract>(_ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract)
    where Extract: Extractor, Carrier == Extract.Carrier {
        guard isEnabled() else { return }
        base.extract(carrier, into: &context, using: extractor)
    }
}
SWIFT
echo "bridge: --from Instrumentation --to InMemoryTracing"
