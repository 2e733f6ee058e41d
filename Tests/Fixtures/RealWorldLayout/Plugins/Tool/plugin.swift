import PackagePlugin

@main struct Tool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] { [] }
}
