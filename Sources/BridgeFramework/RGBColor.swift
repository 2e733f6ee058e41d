public import Routing

/// An opaque RGB colour with a name: the platform-neutral stand-in for `UIColor`.
public struct RGBColor: Hashable, Sendable {
  /// The colour's name, for example `red`.
  public let name: String
  public let red: UInt8
  public let green: UInt8
  public let blue: UInt8

  /// Creates a colour from its name and components.
  ///
  /// - Parameters:
  ///   - name: A name for people to read.
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  public init(name: String, red: UInt8, green: UInt8, blue: UInt8) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour as `#RRGGBB`.
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  public static let red = RGBColor(name: "red", red: 255, green: 0, blue: 0)
  public static let green = RGBColor(name: "green", red: 0, green: 255, blue: 0)
  public static let blue = RGBColor(name: "blue", red: 0, green: 0, blue: 255)
  public static let white = RGBColor(name: "white", red: 255, green: 255, blue: 255)

  /// The named colours, in the order they are listed to people.
  public static let palette: [RGBColor] = [.red, .green, .blue, .white]

  /// The colour of the palette with this name.
  ///
  /// - Parameter name: A colour name such as `red`; compared exactly.
  /// - Returns: The colour, or `nil` when the palette has no colour of that name.
  public static func named(_ name: String) -> RGBColor? {
    palette.first { $0.name == name }
  }
}

extension RGBColor: CustomStringConvertible {
  public var description: String { "\(name) \(hex)" }
}

/// A colour of the palette travels in a deep link by its name: `app://color/blue`.
extension RGBColor: DeepLinkValue {
  public static func parse(deepLinkText text: String) -> RGBColor? {
    named(text)
  }

  public var deepLinkText: String { name }

  public static var deepLinkExpectation: String {
    "one of " + palette.map(\.name).joined(separator: ", ")
  }
}
