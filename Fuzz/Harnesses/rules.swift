// libFuzzer harness: the two JSON files a team writes or commits, the rules file and the
// baseline, built together with DependencyGraph's sources. Each input is read as both.
// Invariants beyond "no crash": loading is deterministic; accepted rules name only known
// targets, or patterns that match one, and put each named target in one layer; an accepted
// baseline names only known targets, counts at least one of each finding, and reads back
// from its own JSON unchanged.
import Foundation

let fuzzKnownTargets: [TargetName] = ["App", "Core", "Feature", "Login", "Settings"]

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let json = Data(bytes: data, count: size)
  checkRules(json)
  checkBaseline(json)
  return 0
}

func checkRules(_ json: Data) {
  let load = { () -> Result<Rules, GraphError> in
    Result { () throws(GraphError) in
      try Rules(json: json, file: "fuzz.json", knownTargets: fuzzKnownTargets)
    }
  }
  switch (load(), load()) {
  case (.success(let a), .success(let b)):
    precondition(a == b, "loading is not deterministic")
    for name in a.targetNames {
      precondition(
        fuzzKnownTargets.contains { TargetPattern.matches(name, $0) },
        "a name that matches no target was accepted")
    }
    let named = a.layers.flatMap(\.targets).filter { !TargetPattern.isPattern($0) }
    precondition(Set(named).count == named.count, "a target in two layers was accepted")
    precondition(a.allow.allSatisfy { !$0.because.isEmpty }, "an allow without a reason")
  case (.failure(let a), .failure(let b)): precondition(a == b, "rejecting is not deterministic")
  default: preconditionFailure("loading is not deterministic")
  }
}

func checkBaseline(_ json: Data) {
  let load = { (data: Data) -> Result<Baseline, GraphError> in
    Result { () throws(GraphError) in
      try Baseline(json: data, file: "fuzz.json", knownTargets: fuzzKnownTargets)
    }
  }
  switch (load(json), load(json)) {
  case (.success(let a), .success(let b)):
    precondition(a == b, "loading is not deterministic")
    precondition(
      a.entries.allSatisfy { fuzzKnownTargets.contains($0.target) && $0.count >= 1 },
      "an unknown target or an empty count was accepted")
    guard case .success(let again) = load(Data(a.json.utf8)) else {
      preconditionFailure("a baseline's own JSON is refused")
    }
    precondition(again == a, "a baseline does not read back as written")
  case (.failure(let a), .failure(let b)): precondition(a == b, "rejecting is not deterministic")
  default: preconditionFailure("loading is not deterministic")
  }
}
