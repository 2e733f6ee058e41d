/// A library whose target name is not a valid module name: it is imported as `my_lib`.
public func greeting() -> String { "hello" }
