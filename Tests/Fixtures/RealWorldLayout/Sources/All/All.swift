// Everything in one import.
@_exported import Core
@_exported import Feature
