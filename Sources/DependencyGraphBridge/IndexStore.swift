internal import CIndexStore
import Foundation

/// An index store that the compiler wrote (`swiftc -index-store-path`, Xcode's DerivedData,
/// SwiftPM's `.build/debug/index/store`), read through the toolchain's libIndexStore: every
/// reference of a compiled file with the symbol it resolves to.
struct IndexStore: ~Copyable {
  /// libIndexStore, loaded once per path for the process's life.
  struct Library: @unchecked Sendable {
    // The table is written once by `cindexstore_load` and only read after.
    fileprivate let functions: UnsafePointer<cindexstore_functions_t>
    /// Where it was loaded from.
    let path: String

    /// Loads the libIndexStore that ships beside `swift` (`usr/bin/swift` then
    /// `usr/lib/libIndexStore.so`, or `.dylib` on Apple's systems), symbolic links followed.
    static func beside(swift: String) -> Result<Library, IndexStoreError> {
      let executable = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
      let lib = executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib")
      #if canImport(Darwin)
        let name = "libIndexStore.dylib"
      #else
        let name = "libIndexStore.so"
      #endif
      return load(lib.appendingPathComponent(name).path)
    }

    /// Loads the library at `path`.
    static func load(_ path: String) -> Result<Library, IndexStoreError> {
      Loaded.shared.lock.withLock {
        if let known = Loaded.shared.libraries[path] { return known }
        var reason = [CChar](repeating: 0, count: 512)
        let result: Result<Library, IndexStoreError>
        if let functions = cindexstore_load(path, &reason, reason.count) {
          result = .success(Library(functions: functions, path: path))
        } else {
          let text = String(decoding: reason.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
          result = .failure(.libraryNotLoaded(path: path, reason: text))
        }
        Loaded.shared.libraries[path] = result
        return result
      }
    }

    /// The libraries loaded so far, by path: a library is loaded once and never unloaded.
    private final class Loaded: @unchecked Sendable {
      // Safe to share: `libraries` is read and written only under `lock`.
      static let shared = Loaded()
      let lock = NSLock()
      var libraries: [String: Result<Library, IndexStoreError>] = [:]
    }
  }

  /// A compiled unit: one file compiled into one module, and the record of what it refers to.
  struct Unit: Hashable, Sendable {
    let name: String
    let moduleName: String
    /// Whether it is the toolchain's or the SDK's (the standard library, Foundation, C headers).
    let isSystem: Bool
    /// The source file compiled, absolute.
    let mainFile: String
    /// The records of the unit's own files, by file: the main file's, and those of headers.
    let records: [Record]
  }

  /// One file's occurrences, stored under `name`.
  struct Record: Hashable, Sendable {
    let name: String
    let file: String
  }

  /// A symbol as the compiler names it.
  struct Symbol: Hashable, Sendable {
    /// The unique name: the same declaration has the same one in every module.
    let usr: String
    let name: String
    let kind: Kind
    /// Accessor, extension, operator and the like, as libIndexStore numbers them.
    let subkind: Int
    let properties: UInt64

    /// libIndexStore's symbol kinds that the bridge tells apart.
    enum Kind: Int, Hashable, Sendable {
      case unknown = 0
      case module = 1
      case `enum` = 5
      case `struct` = 6
      case `class` = 7
      case `protocol` = 8
      case `extension` = 9
      case `typealias` = 11
      case function = 12
      case variable = 13
      case field = 14
      case enumConstant = 15
      case instanceMethod = 16
      case classMethod = 17
      case staticMethod = 18
      case instanceProperty = 19
      case classProperty = 20
      case staticProperty = 21
      case constructor = 22
      case destructor = 23
      case conversionFunction = 24
      case parameter = 25
    }

    /// Whether it is a type: a class, a structure, an enumeration, a protocol, an alias.
    var isType: Bool { [.enum, .struct, .class, .protocol, .typealias].contains(kind) }

    /// Whether it is an accessor (`get`, `set`, `willSet`...), which the compiler records
    /// beside the property it belongs to.
    var isAccessor: Bool { [3, 4, 1000, 1001, 1002, 1003, 1014, 1015, 1016].contains(subkind) }

    /// Whether it is local to a function, such as a parameter or a local variable.
    var isLocal: Bool { properties & (1 << 7) != 0 }
  }

  /// What an occurrence does with its symbol.
  struct Roles: OptionSet, Hashable, Sendable {
    let rawValue: UInt64
    static let declaration = Roles(rawValue: 1 << 0)
    static let definition = Roles(rawValue: 1 << 1)
    static let reference = Roles(rawValue: 1 << 2)
    static let read = Roles(rawValue: 1 << 3)
    static let write = Roles(rawValue: 1 << 4)
    static let call = Roles(rawValue: 1 << 5)
    static let dynamic = Roles(rawValue: 1 << 6)
    static let implicit = Roles(rawValue: 1 << 8)
    static let childOf = Roles(rawValue: 1 << 9)
    static let baseOf = Roles(rawValue: 1 << 10)
    static let overrideOf = Roles(rawValue: 1 << 11)
    static let receivedBy = Roles(rawValue: 1 << 12)
    static let calledBy = Roles(rawValue: 1 << 13)
    static let extendedBy = Roles(rawValue: 1 << 14)
    static let accessorOf = Roles(rawValue: 1 << 15)
    static let containedBy = Roles(rawValue: 1 << 16)
  }

  /// One place a file names a symbol.
  struct Occurrence: Hashable, Sendable {
    let symbol: Symbol
    let roles: Roles
    /// 1-based; the column counts UTF-8 bytes, as the compiler's messages do.
    let line: Int
    let column: Int
    /// The symbols it relates to: the receiver's type of a call, the function it is in.
    let relations: [Relation]
  }

  struct Relation: Hashable, Sendable {
    let roles: Roles
    let symbol: Symbol
  }

  private let library: Library
  private let store: indexstore_t
  let path: String

  /// Opens the store at `path`.
  init(path: String, library: Library) throws(IndexStoreError) {
    var error: indexstore_error_t?
    guard let store = library.functions.pointee.store_create(path, &error) else {
      throw .unreadable(path: path, reason: Self.describe(error, library))
    }
    self.library = library
    self.store = store
    self.path = path
  }

  deinit { library.functions.pointee.store_dispose(store) }

  /// Every unit of the store.
  func units() throws(IndexStoreError) -> [Unit] {
    let functions = library.functions.pointee
    let names = Collector<String>()
    _ = functions.store_units_apply_f(store, 0, Unmanaged.passUnretained(names).toOpaque()) {
      context, name in
      Collector<String>.from(context).items.append(name.string)
      return true
    }
    var units: [Unit] = []
    for name in names.items {
      var error: indexstore_error_t?
      guard let reader = functions.unit_reader_create(store, name, &error) else {
        throw .unreadable(path: path, reason: Self.describe(error, library))
      }
      defer { functions.unit_reader_dispose(reader) }
      let records = Collector<Record>(functions: library.functions)
      _ = functions.unit_reader_dependencies_apply_f(
        reader, Unmanaged.passUnretained(records).toOpaque()
      ) { context, dependency in
        let collector = Collector<Record>.from(context)
        let table = collector.functions!.pointee
        if table.unit_dependency_get_kind(dependency) == Int32(CINDEXSTORE_DEPENDENCY_RECORD) {
          collector.items.append(
            Record(
              name: table.unit_dependency_get_name(dependency).string,
              file: table.unit_dependency_get_filepath(dependency).string))
        }
        return true
      }
      units.append(
        Unit(
          name: name, moduleName: functions.unit_reader_get_module_name(reader).string,
          isSystem: functions.unit_reader_is_system_unit(reader),
          mainFile: functions.unit_reader_get_main_file(reader).string, records: records.items))
    }
    return units
  }

  /// The occurrences of one record, in the order the compiler wrote them.
  func occurrences(in record: Record) throws(IndexStoreError) -> [Occurrence] {
    let functions = library.functions.pointee
    var error: indexstore_error_t?
    guard let reader = functions.record_reader_create(store, record.name, &error) else {
      throw .unreadable(path: path, reason: Self.describe(error, library))
    }
    defer { functions.record_reader_dispose(reader) }
    let occurrences = Collector<Occurrence>(functions: library.functions)
    _ = functions.record_reader_occurrences_apply_f(
      reader, Unmanaged.passUnretained(occurrences).toOpaque()
    ) { context, occurrence in
      let collector = Collector<Occurrence>.from(context)
      let table = collector.functions!.pointee
      var line: UInt32 = 0
      var column: UInt32 = 0
      table.occurrence_get_line_col(occurrence, &line, &column)
      let relations = Collector<Relation>(functions: collector.functions)
      _ = table.occurrence_relations_apply_f(
        occurrence, Unmanaged.passUnretained(relations).toOpaque()
      ) { context, relation in
        let collector = Collector<Relation>.from(context)
        let table = collector.functions!.pointee
        collector.items.append(
          Relation(
            roles: Roles(rawValue: table.symbol_relation_get_roles(relation)),
            symbol: Symbol(table.symbol_relation_get_symbol(relation), table)))
        return true
      }
      collector.items.append(
        Occurrence(
          symbol: Symbol(table.occurrence_get_symbol(occurrence), table),
          roles: Roles(rawValue: table.occurrence_get_roles(occurrence)),
          line: Int(line), column: Int(column), relations: relations.items))
      return true
    }
    return occurrences.items
  }

  private static func describe(_ error: indexstore_error_t?, _ library: Library) -> String {
    guard let error else { return "libIndexStore gave no reason" }
    defer { library.functions.pointee.error_dispose(error) }
    return library.functions.pointee.error_get_description(error).map { String(cString: $0) }
      ?? "libIndexStore gave no reason"
  }
}

/// Why an index store could not be read.
enum IndexStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  case libraryNotLoaded(path: String, reason: String)
  case unreadable(path: String, reason: String)

  var description: String {
    switch self {
    case .libraryNotLoaded(let path, let reason): "cannot load \(path): \(reason)"
    case .unreadable(let path, let reason): "cannot read the index store \(path): \(reason)"
    }
  }
}

/// What a C callback appends to, passed through its context pointer.
private final class Collector<Item> {
  var items: [Item] = []
  let functions: UnsafePointer<cindexstore_functions_t>?

  init(functions: UnsafePointer<cindexstore_functions_t>? = nil) { self.functions = functions }

  static func from(_ context: UnsafeMutableRawPointer?) -> Collector<Item> {
    Unmanaged<Collector<Item>>.fromOpaque(context!).takeUnretainedValue()
  }
}

extension IndexStore.Symbol {
  fileprivate init(_ symbol: indexstore_symbol_t?, _ table: cindexstore_functions_t) {
    self.init(
      usr: table.symbol_get_usr(symbol).string, name: table.symbol_get_name(symbol).string,
      kind: Kind(rawValue: Int(table.symbol_get_kind(symbol))) ?? .unknown,
      subkind: Int(table.symbol_get_subkind(symbol)),
      properties: table.symbol_get_properties(symbol))
  }
}

extension indexstore_string_ref_t {
  fileprivate var string: String {
    guard let data, length > 0 else { return "" }
    return data.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }
}
