/// The shape of a navigation stack at one moment: what is on it and what is presented over it.
public struct NavigationSnapshot: Hashable, Sendable {
  /// The scenes on the stack, root first.
  public let stack: [SceneRecord]

  /// The scene presented over the stack, if any.
  public let presented: SceneRecord?

  /// Creates a snapshot from its parts.
  ///
  /// - Parameters:
  ///   - stack: The scenes on the stack, root first.
  ///   - presented: The scene presented over the stack, if any.
  public init(stack: [SceneRecord], presented: SceneRecord? = nil) {
    self.stack = stack
    self.presented = presented
  }
}

extension NavigationSnapshot: CustomStringConvertible {
  /// One line per scene, top first, as a stack is drawn: `presented` above `top` above `root`.
  /// A description for people to read.
  public var description: String {
    var lines: [String] = []
    if let presented { lines.append("  modal  \(presented)") }
    for (depth, scene) in stack.enumerated().reversed() {
      let marker = depth == 0 ? "root" : "\(depth)"
      lines.append("  \(marker.padding(toLength: 5))  \(scene)")
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
