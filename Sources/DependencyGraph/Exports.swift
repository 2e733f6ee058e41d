// The checker's modules, under the one name its users import: `import DependencyGraph` gives
// every public type of each.

@_exported public import DependencyGraphAnalysis
@_exported public import DependencyGraphBridge
@_exported public import DependencyGraphChanges
@_exported public import DependencyGraphChecks
@_exported public import DependencyGraphLoading
@_exported public import DependencyGraphModel
@_exported public import DependencyGraphOutput
@_exported public import DependencyGraphScanning
