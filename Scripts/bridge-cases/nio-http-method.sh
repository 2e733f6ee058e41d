#!/usr/bin/env bash
# A real upward import: NIOCore (below NIOHTTP1 in swift-nio) writes a request line with
# NIOHTTP1's HTTPMethod: an enum in a signature and its cases, through the type and as
# implicit members. Expected verdict: move, as no protocol can list an enum's cases.
# Usage: nio-http-method.sh CHECKOUT   (a clone of apple/swift-nio)
set -euo pipefail
cd "$1"
git checkout -q --force 63018571c88ab6807d5d80ea0f1ef7d9197c0489
git clean -qfd Sources
cat >Sources/NIOCore/ByteBuffer+RequestLine.swift <<'SWIFT'
import NIOHTTP1

extension ByteBuffer {
  /// Writes an HTTP/1.1 request line for `method` and `uri`, and returns the bytes written.
  @discardableResult
  public mutating func writeRequestLine(_ method: HTTPMethod, uri: String) -> Int {
    let name: String
    switch method {
    case .GET: name = "GET"
    case HTTPMethod.POST: name = "POST"
    default: name = "OTHER"
    }
    return self.writeString("\(name) \(uri) HTTP/1.1\r\n")
  }
}
SWIFT
echo "bridge: --from NIOCore --to NIOHTTP1"
