package import DependencyGraphModel

extension CompilationCondition {
  /// Where an import under this condition is compiled, given the flags each configuration
  /// defines.
  ///
  /// - Throws: ``ConditionExpression/Malformed`` when a test's text is no condition.
  package func compilation(in conditions: BuildConditions) throws(ConditionExpression.Malformed)
    -> Compilation
  {
    var compiled: [String] = []
    for configuration in conditions.configurations
    where try value(in: configuration) != false {
      compiled.append(configuration.name)
    }
    if compiled.isEmpty { return .never }
    return compiled.count == conditions.configurations.count ? .always : .only(compiled)
  }

  /// Whether an import under this condition is compiled in one configuration: `nil` when it
  /// depends on what the configuration leaves open.
  ///
  /// - Throws: ``ConditionExpression/Malformed`` when a test's text is no condition.
  package func value(in configuration: BuildConditions.Configuration)
    throws(ConditionExpression.Malformed) -> Bool?
  {
    var value: Bool? = true
    for clause in clauses where value != false {
      let test: Bool?
      switch clause {
      case .holds(let text):
        test = try ConditionExpression.evaluate(text, in: configuration)
      case .fails(let text):
        test = try ConditionExpression.evaluate(text, in: configuration).map { !$0 }
      }
      if test == false { value = false } else if test == nil { value = nil }
    }
    return value
  }
}
