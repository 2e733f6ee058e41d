@_exported import Lower
@_exported import Ordered
