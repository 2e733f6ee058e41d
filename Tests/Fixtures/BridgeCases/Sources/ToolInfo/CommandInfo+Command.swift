import Commands

extension CommandInfo {
  /// The information of a command type.
  public init(describing command: any ParsableCommand.Type) {
    let name = command.configuration.commandName ?? "\(command)".lowercased()
    self.init(commandName: name, abstract: command.configuration.abstract)
  }
}
