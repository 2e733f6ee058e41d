public import Routing

/// The profile of one user, built from the user's numeric id.
public final class UserProfileScene: InputScene {
  public let userID: Int

  public init(input: Int) {
    userID = input
  }

  /// The title a navigation bar would show, with the user's id.
  public var title: String { "User \(userID)" }

  /// Renders the profile.
  ///
  /// - Returns: One line naming the user shown.
  public func render() -> String { "profile of user #\(userID)" }
}
