#!/usr/bin/env bash
# A real upward import: _CertificateInternals (below X509 in swift-certificates; X509 depends on
# _CertificateInternals) gets helpers for self-test subjects: a DistinguishedName built with
# X509's result builder from X509's CountryName / OrganizationName / CommonName inside the
# builder closure, and the printable values of a name read with String.init?(_:), an
# initializer X509 declares in an extension of the standard library's String.
# Expected verdict: move (constructions of X509's types and an initializer X509 adds to String
# cannot be carried by a protocol declared in _CertificateInternals).
# Usage: certs-test-subjects.sh CHECKOUT   (a clone of apple/swift-certificates)
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
cat >Sources/_CertificateInternals/TestSubjects.swift <<'SWIFT'
import X509

/// Subjects for the throwaway certificates of the internal self-tests.
public enum _TestSubjects {
    /// A subject naming `commonName` inside the example organisation.
    public static func subject(commonName: String) throws -> DistinguishedName {
        try DistinguishedName {
            CountryName("US")
            OrganizationName("Example Self-Test")
            CommonName(commonName)
        }
    }

    /// The printable values of every attribute of `name`, in order.
    public static func printableValues(of name: DistinguishedName) -> [String] {
        name.flatMap { rdn in rdn.compactMap { attribute in String(attribute.value) } }
    }
}
SWIFT
echo "bridge: --from _CertificateInternals --to X509"
