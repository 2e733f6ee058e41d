/// The compilation conditions a target's build defines, in each configuration it is built in:
/// what an `#if FLAG` around an import tests.
///
/// SwiftPM builds `debug` (which defines `DEBUG`) and `release`, both defining `SWIFT_PACKAGE`,
/// each with the manifest's
/// `swiftSettings: [.define(...)]`; an Xcode target builds each configuration of its project
/// (Debug, Release, ...) with `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of
/// `OTHER_SWIFT_FLAGS`. A flag set only for some platforms, SDKs or traits is ``Configuration/possible``:
/// neither defined nor undefined.
public struct BuildConditions: Hashable, Sendable {
  /// One configuration and the flags it defines.
  public struct Configuration: Hashable, Sendable {
    /// The configuration's name: `debug` and `release` for SwiftPM, the project's own for Xcode.
    public let name: String
    /// The flags every build of this configuration defines.
    public var defined: Set<String>
    /// The flags some builds of it define: for one platform, SDK or trait.
    public var possible: Set<String>
    /// Whether the settings could not be read in full (a `$(VARIABLE)` in them, an unreadable
    /// configuration file): then any flag not ``defined`` is ``possible``.
    public var isOpen: Bool
    /// The operating systems the build is for, as `os()` names them (`iOS`, `macOS`,
    /// `watchOS`, `tvOS`, `visionOS`): an Xcode target's `SUPPORTED_PLATFORMS`, else its
    /// `SDKROOT`. `nil` when any may be: a package builds for every platform it supports.
    public var platforms: Set<String>?
    /// The modules every build of this configuration can import, so that `canImport` of one
    /// holds: those of the targets the target depends on without a condition, directly or
    /// through others, which the build makes before it.
    package var importable: Set<ModuleName>
    /// The modules no build of this configuration can import, so that `canImport` of one
    /// fails: those of targets built only for other platforms than ``platforms``.
    package var unimportable: Set<ModuleName> = []
    /// The ``possible`` flags that the manifest defines only on some platforms, with those
    /// platforms as SwiftPM names them (`macos`, `linux`); a flag that a trait also conditions
    /// maps to `nil`, unknown.
    package var definedOn: [String: Set<String>?] = [:]

    public init(
      name: String, defined: Set<String> = [], possible: Set<String> = [], isOpen: Bool = false,
      platforms: Set<String>? = nil, importable: Set<ModuleName> = []
    ) {
      self.name = name
      self.defined = defined
      self.possible = possible
      self.isOpen = isOpen
      self.platforms = platforms
      self.importable = importable
    }

    /// Whether `os(name)` holds: `false` for an operating system the build is not for, `true`
    /// when it is for that one alone, `nil` when it may be for it or another.
    public func targets(os name: String) -> Bool? {
      guard let platforms else { return nil }
      let name = name == "OSX" ? "macOS" : name
      guard platforms.contains(name) else { return false }
      return platforms.count == 1 ? true : nil
    }

    /// This configuration's build for one platform, as SwiftPM names it (`linux`): `os()` is
    /// that platform's, and a flag the manifest defines only on some platforms is defined or
    /// not.
    package func building(on platform: String) -> Configuration {
      var built = self
      built.platforms = [BuildConditions.osName(of: platform)]
      for case (let flag, let platforms?) in definedOn where !defined.contains(flag) {
        built.possible.remove(flag)
        if platforms.contains(platform) { built.defined.insert(flag) }
      }
      return built
    }

    /// Whether the flag is defined: `true`, `false`, or `nil` when it depends on the build.
    public func defines(_ flag: String) -> Bool? {
      if defined.contains(flag) { return true }
      if isOpen || possible.contains(flag) { return nil }
      return false
    }
  }

  /// The name `os()` tests for a platform as SwiftPM names it: `macos` is `macOS`; Mac
  /// Catalyst builds for `iOS`.
  package static func osName(of platform: String) -> String {
    switch platform {
    case "macos": "macOS"
    case "ios", "maccatalyst": "iOS"
    case "tvos": "tvOS"
    case "watchos": "watchOS"
    case "visionos": "visionOS"
    case "driverkit": "DriverKit"
    case "wasi": "WASI"
    case "openbsd": "OpenBSD"
    case "freebsd": "FreeBSD"
    default: platform.prefix(1).uppercased() + platform.dropFirst()
    }
  }

  /// The configurations, in the order the build lists them; never empty.
  public let configurations: [Configuration]

  public init(_ configurations: [Configuration]) {
    precondition(!configurations.isEmpty, "A build has at least one configuration.")
    self.configurations = configurations
  }

  /// Nothing is known: every flag may be defined. A target whose build was not read has these.
  public static let unknown = BuildConditions([Configuration(name: "any", isOpen: true)])

  /// A SwiftPM target without `.define` settings: `SWIFT_PACKAGE` in both configurations, as
  /// SwiftPM (and Xcode building a package) passes `-DSWIFT_PACKAGE` to every target it
  /// compiles, and `DEBUG` in `debug`.
  public static let swiftPM = BuildConditions([
    Configuration(name: "debug", defined: ["DEBUG", "SWIFT_PACKAGE"]),
    Configuration(name: "release", defined: ["SWIFT_PACKAGE"]),
  ])

  /// The same conditions with `modules` importable in every configuration: a target's
  /// dependency closure, which decides its `canImport` tests; and, in a configuration whose
  /// platforms are known, the modules of `builtFor` built for none of them unimportable.
  ///
  /// - Parameters:
  ///   - modules: The modules every build makes before the target's.
  ///   - builtFor: The platforms each module is built for, where every target offering it
  ///     names them (an Xcode target's `SUPPORTED_PLATFORMS` or `SDKROOT`).
  /// - Returns: The conditions, each configuration knowing what its `canImport` tests find.
  package func importing(
    _ modules: Set<ModuleName>, builtFor: [ModuleName: Set<String>] = [:]
  ) -> BuildConditions {
    guard !modules.isEmpty || !builtFor.isEmpty else { return self }
    return BuildConditions(
      configurations.map { configuration in
        var configuration = configuration
        configuration.importable.formUnion(modules)
        if let platforms = configuration.platforms {
          configuration.unimportable = Set(
            builtFor.lazy.filter { $0.value.isDisjoint(with: platforms) }.map(\.key)
          )
          .subtracting(configuration.importable)
        }
        return configuration
      })
  }

  /// The same conditions with `flags` defined in every configuration, as `-Xswiftc -DFLAG`
  /// does.
  public func defining(_ flags: some Sequence<String>) -> BuildConditions {
    BuildConditions(
      configurations.map { configuration in
        var configuration = configuration
        configuration.defined.formUnion(flags)
        return configuration
      })
  }
}
