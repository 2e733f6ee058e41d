import CoreModels

public struct Banner: Sendable {
  public let text: String
  public init(account: Account) { text = "Hello, \(account.name)" }
}
