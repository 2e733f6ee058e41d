import Complexes

extension Double {
  /// The length of (x + iy)² + 1, divided by x + iy.
  public static func polarMagnitude(_ x: Double, _ y: Double) -> Double {
    let z = Complex(x, y)
    let w = z * z + Complex(1, 0)
    return (w / z).length
  }
}
