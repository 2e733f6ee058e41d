import DependencyGraphModel
import DependencyGraphSupport
import Foundation

// How an Xcode project's build settings are read: each configuration's settings at the four
// levels Xcode layers them (the project's configuration file, the project, the target's
// configuration file, the target), the `.xcconfig` files with their `#include`s, and the
// compilation conditions they add up to.

/// One assignment of a build setting: `KEY = value`, or `KEY[sdk=iphoneos*] = value`, which
/// holds for some builds only.
struct SettingAssignment: Hashable {
  let key: String
  let isConditional: Bool
  let value: String
}

extension ObjectReader {
  /// The settings that apply to `owner` (a target, or the project) in the configuration
  /// `name` (the default one when `nil`), lowest level first: the project's configuration
  /// file and settings, then the target's. An assignment at a higher level wins, and its
  /// `$(inherited)` stands for the value below it.
  mutating func settingLevels(of owner: PBXObject, configuration name: String?)
    -> [[SettingAssignment]]
  {
    let name = name ?? configuration(of: owner, named: nil)?.object.string("name")
    let owners =
      [root]
      + (owner.string("buildConfigurationList")
        == root.string(
          "buildConfigurationList") ? [] : [owner])
    return owners.flatMap { owner -> [[SettingAssignment]] in
      guard let (id, configuration) = configuration(of: owner, named: name) else { return [] }
      let settings = configuration.strings("buildSettings").sorted { $0.key < $1.key }.map {
        SettingAssignment(key: $0.key, value: $0.value)
      }
      return [baseConfiguration(of: configuration, id: id), settings]
    }
  }

  /// The flags each configuration of a target defines: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
  /// and the `-D` flags of `OTHER_SWIFT_FLAGS`, with `$(inherited)` and references to other
  /// settings followed. A configuration whose file cannot be read, or whose settings name a
  /// variable no level sets, is open: any flag may be defined.
  mutating func buildConditions(of target: PBXObject) -> BuildConditions {
    let names = configurations(of: target).compactMap { $0.object.string("name") }
    guard !names.isEmpty else { return .unknown }
    return BuildConditions(
      names.map { name in
        let problemsBefore = settingsProblemsMet
        let levels = settingLevels(of: target, configuration: name)
        var resolved = ResolvedSettings(levels.joined())
        var conditions = resolved.flags()
        conditions.isOpen = conditions.isOpen || settingsProblemsMet > problemsBefore
        return BuildConditions.Configuration(
          name: name, defined: conditions.defined, possible: conditions.possible,
          isOpen: conditions.isOpen, platforms: Self.platforms(in: levels))
      })
  }

  /// The frameworks every configuration of a target links by name through `OTHER_LDFLAGS`,
  /// as module names: what it depends on without a Frameworks phase entry.
  mutating func linkedFrameworks(of target: PBXObject) -> [ModuleName] {
    var frameworks: Set<String> = []
    for configuration in configurations(of: target) {
      let levels = settingLevels(of: target, configuration: configuration.object.string("name"))
      frameworks.formUnion(ResolvedSettings(levels.joined()).linkedFrameworks())
    }
    return frameworks.sorted().map { Target.c99name(of: $0) }
  }

  /// The operating systems a configuration builds for, as `os()` names them:
  /// `SUPPORTED_PLATFORMS` (`iphoneos iphonesimulator macosx`), else `SDKROOT`; `nil` when
  /// neither is set plainly (`auto`, a variable, a value for some SDKs only) or one names a
  /// platform `os()` has no name for.
  static func platforms(in levels: [[SettingAssignment]]) -> Set<String>? {
    func setting(_ key: String) -> String? {
      levels.reversed().lazy.compactMap { level in
        level.last { $0.key == key && !$0.isConditional }?.value
      }.first?.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
    let names: [String: String] = [
      "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS",
      "watchsimulator": "watchOS", "appletvos": "tvOS", "appletvsimulator": "tvOS",
      "xros": "visionOS", "xrsimulator": "visionOS",
    ]
    guard let value = setting("SUPPORTED_PLATFORMS") ?? setting("SDKROOT"), !value.contains("$")
    else { return nil }
    var platforms: Set<String> = []
    for sdk in value.split(separator: " ") {
      guard let name = names[String(sdk)] else { return nil }
      platforms.insert(name)
    }
    return platforms.isEmpty ? nil : platforms
  }

  /// The app a test runs in, by target name: `TEST_TARGET_NAME` of a UI test, or the app
  /// whose product `TEST_HOST` names (`$(BUILT_PRODUCTS_DIR)/Reader.app/Reader`).
  mutating func testedTargets(of target: PBXObject) -> [String] {
    let levels = settingLevels(of: target, configuration: nil)
    func setting(_ key: String) -> String? {
      levels.reversed().lazy.compactMap { level in level.last { $0.key == key }?.value }.first
    }
    var tested: [String] = []
    if let name = setting("TEST_TARGET_NAME"), !name.contains("$") { tested.append(name) }
    if let host = setting("TEST_HOST"),
      let app = host.split(separator: "/").first(where: { $0.hasSuffix(".app") })
    {
      let product = String(app.dropLast(".app".count))
      // The target of the project whose product file is that app: the one the test depends
      // on when several are (a macOS and an iOS app both make `Reader.app`), else the first;
      // else the one named like it.
      let objects = objects
      let candidates = root.ids("targets").filter { id in
        objects[id]?.isa == "PBXNativeTarget"
          && objects[id]?.string("productReference").flatMap { objects[$0]?.string("path") }
            == product + ".app"
      }
      let dependedOn = Set(target.ids("dependencies").compactMap { objects[$0]?.string("target") })
      let owner = (candidates.first(where: dependedOn.contains) ?? candidates.first)
        .flatMap { objects[$0] }
      tested.append(owner?.string("name") ?? product)
    }
    return tested
  }

  /// The files that settings of `target` name for its build to read, in every configuration:
  /// `INFOPLIST_FILE` and `CODE_SIGN_ENTITLEMENTS`, relative to the project's folder. A value
  /// that names another setting than the project's folder is left out.
  mutating func settingFiles(of target: PBXObject) -> [String] {
    var files: [String] = []
    for configuration in configurations(of: target) {
      let levels = settingLevels(of: target, configuration: configuration.object.string("name"))
      for key in ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"] {
        guard
          var value = levels.reversed().lazy
            .compactMap({ level in level.last { $0.key == key && !$0.isConditional }?.value })
            .first
        else { continue }
        value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        for folder in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
        where value.hasPrefix(folder) {
          value.removeFirst(folder.count)
        }
        if !value.isEmpty, !value.contains("$") { files.append(normalizedPath(value)) }
      }
    }
    return files
  }

  private func configurations(of owner: PBXObject) -> [(id: String, object: PBXObject)] {
    guard let listID = owner.string("buildConfigurationList"), let list = objects[listID] else {
      return []
    }
    return list.ids("buildConfigurations").compactMap { id in objects[id].map { (id, $0) } }
  }

  /// The configuration of that name, or without a name the list's default (else its first).
  private func configuration(of owner: PBXObject, named name: String?)
    -> (id: String, object: PBXObject)?
  {
    let all = configurations(of: owner)
    if let name { return all.first { $0.object.string("name") == name } }
    guard let listID = owner.string("buildConfigurationList"), let list = objects[listID] else {
      return nil
    }
    return all.first { $0.object.string("name") == list.string("defaultConfigurationName") }
      ?? all.first
  }

  /// The assignments of a configuration's base `.xcconfig`, includes expanded in place.
  private mutating func baseConfiguration(of configuration: PBXObject, id: String)
    -> [SettingAssignment]
  {
    var file: String?
    if let reference = configuration.string("baseConfigurationReference") {
      file = path(of: reference)
    } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
      let relative = configuration.string("baseConfigurationReferenceRelativePath")
    {
      file = path(of: anchor).map { joinedPath($0, relative) }
    }
    guard let file else { return [] }
    configurationFilesRead.append(file)
    guard let text = readConfiguration(file) else {
      report(
        .init(
          file: nil, line: 1, object: id,
          reason: "its base configuration file \(file) cannot be read", missing: file))
      return []
    }
    return assignments(in: text, of: file, including: [file])
  }

  /// Notes a problem once, and counts each time it is met, so that every configuration that
  /// meets it is open.
  private mutating func report(_ problem: XcodeProject.SettingsProblem) {
    settingsProblems.insert(problem)
    settingsProblemsMet += 1
  }

  /// The assignments of an `.xcconfig`'s text in order, with each `#include` replaced by the
  /// included file's; `chain` holds the files being read, to stop at a loop.
  private mutating func assignments(in text: String, of file: String, including chain: [String])
    -> [SettingAssignment]
  {
    let folder = file.split(separator: "/").dropLast().joined(separator: "/")
    var result: [SettingAssignment] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingWhitespace
      if trimmed.hasPrefix("#include") {
        let isOptional = trimmed.hasPrefix("#include?")
        guard let open = trimmed.firstIndex(of: "\""),
          let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let named = String(trimmed[trimmed.index(after: open)..<close])
        let included = named.hasPrefix("/") ? named : joinedPath(folder, named)
        func problem(_ reason: String, missing: String? = nil) {
          report(.init(file: file, line: index + 1, object: nil, reason: reason, missing: missing))
        }
        configurationFilesRead.append(included)
        if chain.contains(included) {
          problem("it includes \(named), which includes it again")
        } else if let text = readConfiguration(included) {
          result += assignments(in: text, of: included, including: chain + [included])
        } else if !isOptional {
          problem("it includes \(named), which cannot be read", missing: included)
        }
        continue
      }
      // `KEY[sdk=iphoneos*] = value`: the assignment's `=` comes after the condition.
      let keyEnd = trimmed.firstIndex(of: "]") ?? trimmed.startIndex
      guard !trimmed.hasPrefix("//"), let equals = trimmed[keyEnd...].firstIndex(of: "=") else {
        continue
      }
      let key = trimmed[..<equals].trimmingWhitespace
      let value = trimmed[trimmed.index(after: equals)...]
      let uncommented = value.range(of: "//").map { value[..<$0.lowerBound] } ?? value[...]
      result.append(SettingAssignment(key: key, value: uncommented.trimmingWhitespace))
    }
    return result
  }
}

extension SettingAssignment {
  /// An assignment as written: a key with `[condition]` holds for some builds only.
  init(key: String, value: String) {
    let bracket = key.firstIndex(of: "[")
    self.init(
      key: bracket.map { String(key[..<$0]).trimmingWhitespace } ?? key,
      isConditional: bracket != nil, value: value)
  }
}

/// The values of the settings of one configuration, after every level's assignments.
private struct ResolvedSettings {
  /// The words of each setting's value; `$(inherited)` already replaced.
  private var values: [String: [String]] = [:]
  /// The words that conditional assignments add to a setting, for some builds.
  private var conditional: [String: [String]] = [:]

  init(_ assignments: some Sequence<SettingAssignment>) {
    for assignment in assignments {
      let words = Self.words(assignment.value)
      if assignment.isConditional {
        conditional[assignment.key, default: []] += words.filter { !Self.isInherited($0) }
      } else {
        let below = values[assignment.key] ?? []
        values[assignment.key] = words.flatMap { Self.isInherited($0) ? below : [$0] }
      }
    }
  }

  /// The flags the conditions settings define, those some builds define, and whether a word
  /// could not be read.
  mutating func flags() -> (defined: Set<String>, possible: Set<String>, isOpen: Bool) {
    var isOpen = false
    func expanded(_ words: [String], depth: Int = 0) -> [String] {
      words.flatMap { word -> [String] in
        guard let name = Self.variable(word) else { return [word] }
        guard depth < 4, let value = values[name] else {
          isOpen = true
          return []
        }
        return expanded(value, depth: depth + 1)
      }
    }
    let conditions = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"
    let flags = "OTHER_SWIFT_FLAGS"
    let defined =
      expanded(values[conditions] ?? [])
      + Manifest.Setting.definedFlags(expanded(values[flags] ?? []))
    let possible =
      expanded(conditional[conditions] ?? [])
      + Manifest.Setting.definedFlags(expanded(conditional[flags] ?? []))
    // A word that still holds `$` is part of a value no level gives whole.
    if (defined + possible).contains(where: { $0.contains("$") }) { isOpen = true }
    return (Set(defined), Set(possible).subtracting(defined), isOpen)
  }

  /// The frameworks `OTHER_LDFLAGS` links by name (`-framework "Alamofire"`), in any build:
  /// how CocoaPods links an app to its pods, through the configuration file it writes.
  func linkedFrameworks() -> [String] {
    var frameworks: [String] = []
    for words in [values["OTHER_LDFLAGS"] ?? [], conditional["OTHER_LDFLAGS"] ?? []] {
      for (flag, name) in zip(words, words.dropFirst())
      where flag == "-framework" && !name.contains("$") {
        frameworks.append(name)
      }
    }
    return frameworks
  }

  /// The words of a value, split at spaces, quotes removed.
  private static func words(_ value: String) -> [String] {
    value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
      $0.replacingOccurrences(of: "\"", with: "")
    }.filter { !$0.isEmpty }
  }

  private static func isInherited(_ word: String) -> Bool {
    word == "$(inherited)" || word == "${inherited}" || word == "$inherited"
  }

  /// `FOO` for a word that is `$(FOO)` or `${FOO}`.
  private static func variable(_ word: String) -> String? {
    for (open, close) in [("$(", ")"), ("${", "}")]
    where word.hasPrefix(open) && word.hasSuffix(close) && word.count > 3 {
      return String(word.dropFirst(2).dropLast())
    }
    return nil
  }
}
