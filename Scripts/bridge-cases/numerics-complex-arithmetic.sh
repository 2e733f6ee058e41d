#!/usr/bin/env bash
# A real upward import: RealModule (below ComplexModule in swift-numerics) computes with
# ComplexModule's Complex<Double>: a construction, operators and a property on a generic value
# type. Expected verdict: move, as the arithmetic belongs with Complex.
# Usage: numerics-complex-arithmetic.sh CHECKOUT   (a clone of apple/swift-numerics)
set -euo pipefail
cd "$1"
git checkout -q --force 899af71c0256d0ad181e3b7eb3453c1065d928a5
git clean -qfd Sources
cat >Sources/RealModule/Double+PolarMagnitude.swift <<'SWIFT'
import ComplexModule

extension Double {
  /// The length of (x + iy)² + 1, divided by x + iy.
  public static func polarMagnitude(_ x: Double, _ y: Double) -> Double {
    let z = Complex(x, y)
    let w = z * z + Complex(1, 0)
    return (w / z).length
  }
}
SWIFT
echo "bridge: --from RealModule --to ComplexModule"
