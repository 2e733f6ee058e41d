/// The `condition:` of a target dependency in `Package.swift`: the platforms (and package
/// traits) for which SwiftPM builds and links it.
///
/// ```swift
/// // .target(name: "CLinux", condition: .when(platforms: [.linux]))
/// let condition = DependencyCondition(platforms: ["linux"])
/// let text = condition.description  // "when platforms: [.linux]"
/// ```
public struct DependencyCondition: Hashable, Sendable, CustomStringConvertible {
  /// SwiftPM's platform names (`linux`, `macos`, `ios`, ...), sorted; empty means any platform.
  public let platforms: [String]
  /// The package traits that enable the dependency, sorted; empty means no trait is needed.
  public let traits: [String]

  public init(platforms: [String] = [], traits: [String] = []) {
    self.platforms = platforms.sorted()
    self.traits = traits.sorted()
  }

  /// The condition as `Package.swift` spells it, for messages.
  public var description: String {
    var parts: [String] = []
    if !platforms.isEmpty {
      parts.append(
        "platforms: [" + platforms.map { "." + Self.spelling($0) }.joined(separator: ", ") + "]")
    }
    if !traits.isEmpty {
      parts.append("traits: [" + traits.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }
    return "when " + parts.joined(separator: ", ")
  }

  /// Whether the dependency is there on `platform`, as far as its platforms say.
  public func includes(platform: String) -> Bool {
    platforms.isEmpty || platforms.contains(platform)
  }

  /// `macos` is written `.macOS` in a manifest, `linux` `.linux`.
  package static func spelling(_ platform: String) -> String {
    switch platform {
    case "macos": "macOS"
    case "ios": "iOS"
    case "tvos": "tvOS"
    case "watchos": "watchOS"
    case "visionos": "visionOS"
    case "maccatalyst": "macCatalyst"
    case "driverkit": "driverKit"
    default: platform
    }
  }
}
