#!/usr/bin/env bash
# A real upward import: _CertificateInternals (below X509 in swift-certificates; X509 depends on
# _CertificateInternals) gets validity-window checks over a _TinyArray of certificates it is
# handed: only the instance properties notValidBefore and notValidAfter of X509's Certificate,
# read inside closures.
# Expected verdict: bridge (a protocol in _CertificateInternals requiring notValidBefore and
# notValidAfter, adopted by X509's Certificate, breaks the cycle).
# Usage: certs-validity-window.sh CHECKOUT   (a clone of apple/swift-certificates)
# The remote dependencies are rewritten to sibling clones: ../swift-asn1 (apple/swift-asn1 at
# af3440c75355057315e4732a6a54326aabfdd9c6) and ../swift-crypto (apple/swift-crypto at
# 1b6b2e274e85105bfa155183145a1dcfd63331f1, whose own swift-asn1 dependency is rewritten the same way).
set -euo pipefail
cd "$1"
git checkout -q --force 449dbbecd0f31e82b510ada227ca152caa8b5e98
git clean -qfd Sources
git -C ../swift-asn1 checkout -q --force af3440c75355057315e4732a6a54326aabfdd9c6
git -C ../swift-crypto checkout -q --force 1b6b2e274e85105bfa155183145a1dcfd63331f1 -- Package.swift Sources
for manifest in Package.swift ../swift-crypto/Package.swift; do
  perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' "$manifest"
done
cat >Sources/_CertificateInternals/ValidityWindow.swift <<'SWIFT'
import Foundation
import X509

/// Validity checks shared by the verifier's policies.
public enum _ValidityWindow {
    /// Whether every certificate of `chain` is valid at `date`.
    public static func covers(_ chain: _TinyArray<Certificate>, at date: Date) -> Bool {
        chain.allSatisfy { certificate in
            certificate.notValidBefore <= date && date <= certificate.notValidAfter
        }
    }

    /// The earliest expiry in `chain`, or nil for an empty chain.
    public static func earliestExpiry(of chain: _TinyArray<Certificate>) -> Date? {
        chain.map { $0.notValidAfter }.min()
    }
}
SWIFT
echo "bridge: --from _CertificateInternals --to X509"
