@_exported public import DependencyGraphLoading
// The checker's modules, under the one name its users import.
@_exported public import DependencyGraphModel
@_exported public import DependencyGraphOutput
@_exported public import DependencyGraphScanning
