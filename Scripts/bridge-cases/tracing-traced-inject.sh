#!/usr/bin/env bash
# A real upward import: Instrumentation (below Tracing in swift-distributed-tracing; Tracing
# depends on Instrumentation) wraps MultiplexInstrument's injection in a client span: the
# global function withSpan, the SpanKind case .client passed as an argument, a SpanStatus
# (with the case .ok) built inside the span closure, and String.toSpanAttribute(), an
# extension member Tracing declares on String, all called from the lower module.
# Expected verdict: move (global function, enum cases and a construction of Tracing's types
# cannot be carried by a protocol declared in Instrumentation).
# Usage: tracing-traced-inject.sh CHECKOUT   (a clone of apple/swift-distributed-tracing)
# The remote dependency is rewritten to a sibling clone: ../swift-service-context
# (apple/swift-service-context, checked out at 41d2d194acda8c70778725d3b78f55e0e6875cb1).
set -euo pipefail
cd "$1"
git checkout -q --force d208422dc9281d7b5b67786f6f4b915ae81639f7
git clean -qfd Sources
git -C ../swift-service-context checkout -q --force 41d2d194acda8c70778725d3b78f55e0e6875cb1
perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' Package.swift
cat >Sources/Instrumentation/MultiplexInstrument+Tracing.swift <<'SWIFT'
import ServiceContextModule
import Tracing

extension MultiplexInstrument {
    /// Injects `context` into `carrier` inside a client span, so that the cost of
    /// multiplexing over several instruments shows up in traces.
    public func tracedInject<Carrier, Inject>(
        _ context: ServiceContext,
        into carrier: inout Carrier,
        using injector: Inject
    ) where Inject: Injector, Carrier == Inject.Carrier {
        withSpan("MultiplexInstrument.inject", context: context, ofKind: .client) { span in
            self.inject(context, into: &carrier, using: injector)
            let carrierName = String(describing: Carrier.self)
            span.attributes.set("instrumentation.carrier", value: carrierName.toSpanAttribute())
            span.setStatus(SpanStatus(code: .ok))
        }
    }
}
SWIFT
echo "bridge: --from Instrumentation --to Tracing"
