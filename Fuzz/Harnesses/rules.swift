// libFuzzer harness: the rules-file loader, built together with DependencyGraph's sources.
// Invariants beyond "no crash": loading is deterministic, and accepted rules name only known
// targets and put each target in one layer.
import Foundation

let knownTargets = ["App", "Core", "Feature", "Login", "Settings"]

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let json = Data(bytes: data, count: size)
  let load = { () -> Result<Rules, GraphError> in
    Result { () throws(GraphError) in
      try Rules(json: json, file: "fuzz.json", knownTargets: knownTargets)
    }
  }
  let first = load()
  let second = load()
  switch (first, second) {
  case (.success(let a), .success(let b)):
    precondition(a == b, "loading is not deterministic")
    precondition(Set(a.targetNames).isSubset(of: knownTargets), "an unknown target was accepted")
    let layered = a.layers.flatMap(\.targets)
    precondition(Set(layered).count == layered.count, "a target in two layers was accepted")
  case (.failure(let a), .failure(let b)): precondition(a == b, "rejecting is not deterministic")
  default: preconditionFailure("loading is not deterministic")
  }
  return 0
}
