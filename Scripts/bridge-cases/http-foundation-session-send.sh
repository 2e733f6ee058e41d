#!/usr/bin/env bash
# A real upward import: HTTPTypes (below HTTPTypesFoundation in swift-http-types) imports
# HTTPTypesFoundation to send a request through URLSession. It calls two overloaded URLSession
# extension methods of HTTPTypesFoundation once each: data(for:) (declared twice, with and
# without `delegate:`) and upload(for:from:) (declared twice, with and without `delegate:`,
# beside two upload(for:fromFile:) overloads). Foundation also declares data(for:) and
# upload(for:from:) taking a URLRequest. Each call is one use, not one per overload.
# Expected verdict: bridge (instance methods, on a URLSession HTTPTypes is given).
# Usage: http-foundation-session-send.sh CHECKOUT   (a clone of apple/swift-http-types)
set -euo pipefail
cd "$1"
git checkout -q --force e186752bbc892297b1f9baf43bb362485e7fa0a7
git clean -qfd Sources
cat >Sources/HTTPTypes/HTTPRequest+Send.swift <<'SWIFT'
public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
import HTTPTypesFoundation

extension HTTPRequest {
    /// Sends this request through `session`, uploading `body` when it is not empty,
    /// and returns the response status.
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    public func send(_ body: Data = Data(), using session: URLSession) async throws -> HTTPResponse.Status {
        if body.isEmpty {
            let (_, response) = try await session.data(for: self)
            return response.status
        }
        let (_, response) = try await session.upload(for: self, from: body)
        return response.status
    }
}
SWIFT
echo "bridge: --from HTTPTypes --to HTTPTypesFoundation"
