public struct CommandInfo: Hashable {
  public var commandName: String
  public var abstract: String

  public init(commandName: String, abstract: String) {
    self.commandName = commandName
    self.abstract = abstract
  }
}
