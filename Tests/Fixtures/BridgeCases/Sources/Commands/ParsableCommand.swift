import ToolInfo

public struct CommandConfiguration: Sendable {
  public var commandName: String?
  public var abstract: String

  public init(commandName: String? = nil, abstract: String = "") {
    self.commandName = commandName
    self.abstract = abstract
  }
}

public protocol ParsableCommand {
  static var configuration: CommandConfiguration { get }
}

extension ParsableCommand {
  public static var configuration: CommandConfiguration { CommandConfiguration() }
}

/// A command of this target: were the drafted associated type named `CommandConfiguration`,
/// it would stand for itself here.
public struct Roll: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "roll", abstract: "Rolls a die.")
  }
}
