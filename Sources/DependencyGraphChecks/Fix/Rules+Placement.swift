import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport
import Foundation

extension Rules {
  /// A rules file's text with `target` added to the `targets` of the layer named `layer`, and
  /// every other byte as it was: its formatting, key order and spacing are the author's.
  ///
  /// ```swift
  /// let edited = Rules.adding("SettingsModule", toLayer: "features", in: text)
  /// // "targets": ["ColorServiceModule", "LoginModule", "SettingsModule"]
  /// ```
  ///
  /// - Returns: The new text, or `nil` when the text is not a rules object whose `layers` hold
  ///   a layer of that name with a `targets` array.
  public static func adding(_ target: TargetName, toLayer layer: String, in text: String)
    -> String?
  {
    let bytes = Array(text.utf8)
    var scanner = JSONSpans(bytes: bytes)
    guard let root = scanner.value(at: scanner.skipSpace(0)),
      let layers = root.members["layers"]
    else { return nil }
    for element in layers.elements {
      guard let name = element.members["name"], let targets = element.members["targets"],
        (try? JSONSerialization.jsonObject(
          with: Data(bytes[name.range]), options: .fragmentsAllowed)) as? String == layer,
        bytes[targets.range.upperBound - 1] == UInt8(ascii: "]")
      else { continue }
      let quoted = String(
        decoding: (try? JSONEncoder().encode(target.rawValue)) ?? Data(), as: UTF8.self)
      // After the last element, or straight after `[` when there is none.
      let insertion = targets.elements.last?.range.upperBound ?? targets.range.lowerBound + 1
      let inserted = (targets.elements.isEmpty ? "" : ", ") + quoted
      return String(decoding: bytes[..<insertion], as: UTF8.self) + inserted
        + String(decoding: bytes[insertion...], as: UTF8.self)
    }
    return nil
  }
}

extension Rules {
  /// Adds each target to its layer in the rules file at `path`, as ``adding(_:toLayer:in:)``
  /// does, and writes the file once.
  ///
  /// - Parameters:
  ///   - placements: Each target and the name of the layer it goes to.
  ///   - path: The rules file.
  ///   - name: The file as messages show it.
  /// - Throws: ``FileError/unreadable(path:reason:)`` or
  ///   ``FileError/unwritable(path:reason:)``; ``ConfigurationError/invalidRules(file:reason:)``
  ///   when the file has no such layer. The file is unchanged then.
  public static func add(
    _ placements: [(target: TargetName, layer: String)], toFile path: String, shownAs name: String
  ) throws(GraphError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .file(.unreadable(path: name, reason: exists ? systemReason(error) : "no such file"))
    }
    var text = String(decoding: data, as: UTF8.self)
    for placement in placements {
      guard let edited = adding(placement.target, toLayer: placement.layer, in: text) else {
        throw .configuration(
          .invalidRules(
            file: name,
            reason: "it has no layer '\(placement.layer)' with a 'targets' array to add "
              + "\(placement.target) to"))
      }
      text = edited
    }
    try writeFile(Data(text.utf8), to: path, shownAs: name)
  }
}
