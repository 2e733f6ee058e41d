#!/usr/bin/env bash
# An unused upward import: HTTPTypes (below HTTPTypesFoundation in swift-http-types) gains a
# file that imports HTTPTypesFoundation (copied from a file of that module) but uses only
# HTTPTypes' own declarations: HTTPFields' subscript, HTTPField.Name.contentType and
# HTTPRequest. HTTPTypesFoundation `@_exported import`s HTTPTypes, so every name in the file is
# also reachable through the import, yet none is declared there.
# Expected verdict: remove.
# Usage: http-unused-foundation-import.sh CHECKOUT   (a clone of apple/swift-http-types)
set -euo pipefail
cd "$1"
git checkout -q --force e186752bbc892297b1f9baf43bb362485e7fa0a7
git clean -qfd Sources
cat >Sources/HTTPTypes/HTTPFields+MediaType.swift <<'SWIFT'
import HTTPTypesFoundation

extension HTTPFields {
    /// The media type of the Content-Type field, without parameters, lowercased;
    /// for example "text/html" for "Text/HTML; charset=utf-8".
    public var mediaType: String? {
        guard let value = self[.contentType] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first ?? ""
        return String(type.filter { $0 != " " }).lowercased()
    }
}

extension HTTPRequest {
    /// Whether the request carries a JSON body.
    public var hasJSONBody: Bool {
        headerFields.mediaType == "application/json"
    }
}
SWIFT
echo "bridge: --from HTTPTypes --to HTTPTypesFoundation"
