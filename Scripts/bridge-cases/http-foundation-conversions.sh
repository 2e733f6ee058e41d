#!/usr/bin/env bash
# A real upward import: HTTPTypes (below HTTPTypesFoundation in swift-http-types) imports
# HTTPTypesFoundation to describe Foundation requests and responses. It uses only extension
# members that HTTPTypesFoundation declares on Foundation types, on typed receivers:
# URLRequest.httpRequest, HTTPURLResponse.httpResponse, and URLSessionTask.httpResponse reached
# through a URLSessionDataTask (a member declared on the superclass). `value` is a local of
# type HTTPRequest in one function and HTTPResponse in the other; `pair.from`/`pair.to` are
# labeled tuple elements, not HTTPTypesFoundation members.
# Expected verdict: bridge (instance members, on values HTTPTypes is given).
# Usage: http-foundation-conversions.sh CHECKOUT   (a clone of apple/swift-http-types)
set -euo pipefail
cd "$1"
git checkout -q --force e186752bbc892297b1f9baf43bb362485e7fa0a7
git clean -qfd Sources
cat >Sources/HTTPTypes/HTTPTypes+FoundationDescriptions.swift <<'SWIFT'
public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
import HTTPTypesFoundation

extension HTTPRequest {
    /// The request line of a Foundation request, such as "GET /index.html".
    public static func requestLine(of urlRequest: URLRequest) -> String? {
        guard let value = urlRequest.httpRequest else { return nil }
        return "\(value.method) \(value.path ?? "/")"
    }
}

extension HTTPResponse {
    /// The status change between an earlier response and a task's current response.
    public static func statusChange(
        of task: URLSessionDataTask,
        since previous: HTTPURLResponse
    ) -> (from: Status, to: Status)? {
        guard let value = task.httpResponse, let old = previous.httpResponse else { return nil }
        let pair = (from: old.status, to: value.status)
        return pair.from == pair.to ? nil : pair
    }
}
SWIFT
echo "bridge: --from HTTPTypes --to HTTPTypesFoundation"
