import DependencyGraphLoading
import DependencyGraphModel
import Foundation

/// SwiftPM's `description.json`, as far as the bridge reads it: each Swift target's compiler
/// arguments.
struct BuildDescription: Decodable {
  struct Command: Decodable {
    let moduleName: String
    let importPath: String
    let otherArguments: [String]

    /// The lower target's flags for a type check: its search paths, language mode, defines,
    /// C modules and package name, without what writes outputs.
    var compileFlags: [String] {
      var flags = ["-I", importPath]
      var index = 0
      let dropped: Set<String> = [
        "-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output",
        "-emit-objc-header", "-whole-module-optimization", "-color-diagnostics",
      ]
      let droppedWithValue: Set<String> = ["-index-store-path", "-emit-objc-header-path"]
      while index < otherArguments.count {
        let argument = otherArguments[index]
        if droppedWithValue.contains(argument) {
          index += 2
          continue
        }
        if !dropped.contains(argument), !argument.hasPrefix("-j") { flags.append(argument) }
        index += 1
      }
      return flags
    }

    /// The C modules and header search paths it is given (`-Xcc -fmodule-map-file=`,
    /// `-Xcc -I`), which the importing files may need through the upper target.
    var headerFlags: [String] {
      var flags: [String] = []
      for (index, argument) in otherArguments.enumerated().dropLast()
      where argument == "-Xcc"
        && (otherArguments[index + 1].hasPrefix("-fmodule-map-file=")
          || otherArguments[index + 1].hasPrefix("-I"))
      {
        flags += [argument, otherArguments[index + 1]]
      }
      return flags
    }
  }

  let swiftCommands: [String: Command]

  /// The command that compiles `module` for the target platform, whose modules are in
  /// `modules`: a module a plugin's tool needs is compiled for the host too, into another
  /// folder, which the build of the upper target may not have filled.
  func command(forModule module: ModuleName, in modules: URL) -> Command? {
    let commands = swiftCommands.values.filter { ModuleName($0.moduleName) == module }
    let folder = modules.standardizedFileURL.path
    return commands.first { URL(fileURLWithPath: $0.importPath).standardizedFileURL.path == folder }
      ?? commands.min { $0.importPath < $1.importPath }
  }
}
