import Testing

@testable import Routing

/// A value to store, told apart by its number.
private final class Handler: Sendable {
  let number: Int
  init(_ number: Int) { self.number = number }
}

@Suite("Handler table")
struct HandlerTableTests {
  @Test("An empty table finds nothing")
  func empty() {
    let table = HandlerTable()
    #expect(table.value(for: ObjectIdentifier(Handler.self)) == nil)
    #expect(table.count == 0)
  }

  @Test("Every stored key finds its own value, through many doublings and collisions")
  func manyKeys() throws {
    // Object identities are addresses 16 bytes or more apart, as type addresses are: many
    // share a home slot once the table is small relative to their spread.
    let objects = (0..<10_000).map { Handler($0) }
    var table = HandlerTable()
    for object in objects {
      table.insert(object, for: ObjectIdentifier(object))
    }
    #expect(table.count == objects.count)
    for object in objects {
      let found = try #require(table.value(for: ObjectIdentifier(object)) as? Handler)
      #expect(found === object)
    }
  }

  @Test("Replacing changes only the value under a stored key, and refuses a missing one")
  func replace() throws {
    let objects = (0..<100).map { Handler($0) }
    var table = HandlerTable()
    for object in objects { table.insert(object, for: ObjectIdentifier(object)) }
    let stand = Handler(-1)
    let replaced = table.replace(stand, for: ObjectIdentifier(objects[42]))
    #expect(replaced)
    #expect((table.value(for: ObjectIdentifier(objects[42])) as? Handler) === stand)
    #expect((table.value(for: ObjectIdentifier(objects[41])) as? Handler) === objects[41])
    let replacedMissing = table.replace(stand, for: ObjectIdentifier(stand))
    #expect(!replacedMissing)
    #expect(table.value(for: ObjectIdentifier(stand)) == nil)
    #expect(table.count == objects.count)
  }

  @Test("A key that was never stored finds nothing, however full the table")
  func missingKeys() {
    let stored = (0..<1_000).map { Handler($0) }
    let others = (0..<1_000).map { Handler(-$0) }
    var table = HandlerTable()
    for object in stored {
      table.insert(object, for: ObjectIdentifier(object))
    }
    #expect(others.allSatisfy { table.value(for: ObjectIdentifier($0)) == nil })
  }

  @Test("Types are keys: distinct generic types find distinct values")
  func typeKeys() throws {
    var table = HandlerTable()
    table.insert(Handler(1), for: ObjectIdentifier([Int].self))
    table.insert(Handler(2), for: ObjectIdentifier([String].self))
    table.insert(Handler(3), for: ObjectIdentifier([Int?].self))
    let numbers = try [[Int].self, [String].self, [Int?].self].map { (type: Any.Type) in
      try #require(table.value(for: ObjectIdentifier(type)) as? Handler).number
    }
    #expect(numbers == [1, 2, 3])
  }
}

@Suite("Handler table misuse")
struct HandlerTableMisuseTests {
  @Test("Storing a key twice stops the program instead of hiding the first value")
  func duplicateKey() async {
    await #expect(processExitsWith: .failure) {
      var table = HandlerTable()
      table.insert(Handler(1), for: ObjectIdentifier(Handler.self))
      table.insert(Handler(2), for: ObjectIdentifier(Handler.self))
    }
  }
}
