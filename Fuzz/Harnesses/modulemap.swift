// libFuzzer harness: the module-map reader, built together with DependencyGraph's sources.
// Invariants beyond "no crash": every name is a non-empty identifier that occurs in the input,
// names are unique, and reading is deterministic.

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzModuleMap(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let names = ModuleMap.moduleNames(bytes: bytes)
  precondition(names == ModuleMap.moduleNames(bytes: bytes), "reading is not deterministic")
  precondition(Set(names).count == names.count, "a name is listed twice")
  for name in names {
    let utf8 = Array(name.utf8)
    precondition(!utf8.isEmpty, "an empty name")
    precondition(
      utf8.allSatisfy {
        $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
      },
      "a name that is not an identifier")
    precondition(
      bytes.count >= utf8.count
        && (0...(bytes.count - utf8.count)).contains { Array(bytes[$0..<$0 + utf8.count]) == utf8 },
      "a name that is not in the input")
  }
  return 0
}
