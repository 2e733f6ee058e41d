import Numbers

public struct Complex<RealType: BinaryFloatingPoint> {
  public var real: RealType
  public var imaginary: RealType

  public init(_ real: RealType, _ imaginary: RealType) {
    self.real = real
    self.imaginary = imaginary
  }

  public var length: RealType { (real * real + imaginary * imaginary).squareRoot() }

  public static func + (z: Complex, w: Complex) -> Complex {
    Complex(z.real + w.real, z.imaginary + w.imaginary)
  }

  public static func * (z: Complex, w: Complex) -> Complex {
    Complex(
      z.real * w.real - z.imaginary * w.imaginary, z.real * w.imaginary + z.imaginary * w.real)
  }

  public static func / (z: Complex, w: Complex) -> Complex {
    let scale = w.real * w.real + w.imaginary * w.imaginary
    return Complex(
      (z.real * w.real + z.imaginary * w.imaginary) / scale,
      (z.imaginary * w.real - z.real * w.imaginary) / scale)
  }
}
