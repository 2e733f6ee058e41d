public func log(_ text: String) { print(text) }
