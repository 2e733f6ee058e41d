import Foundation
import Lower

/// The views of the first release, whose names the new ones took.
public enum Legacy {
  /// The first progress view, which only the release notes still name.
  public struct ProgressView {}
}

/// A view that animates.
open class Animating {
  /// Creates the view.
  public init() {}

  /// Starts the animation.
  public func start() {}
}

/// A progress view for one item.
public final class ProgressView: Animating {
  /// The view's title.
  public let title: String = "Progress"

  /// Creates the view for `item`.
  public init(item: Item) { super.init() }
}

extension URL {
  /// The name the upper target gives a URL.
  public var upperName: String { lastPathComponent }
}
