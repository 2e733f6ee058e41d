/// Text in Unicode Normalization Form C, the one spelling a link's text has (RFC 3987 and the
/// W3C character model ask for NFC): `é` is U+00E9, never `e` followed by U+0301, and the
/// Kelvin sign is `K`.
extension String {
  /// Whether the text is in NFC.
  ///
  /// - Complexity: O(*n*); text without a scalar from U+0300 on, which no normalization
  ///   changes, is not normalized to compare.
  var isNFC: Bool {
    // UTF-8 spells every scalar from U+0300 on with a first byte from 0xCC on, and every
    // other byte of a scalar is below 0xC0.
    guard utf8.contains(where: { $0 >= 0xCC }) else { return true }
    return utf8.elementsEqual(nfcUTF8)
  }

  /// The text in NFC.
  @usableFromInline var nfc: String { isNFC ? self : String(decoding: nfcUTF8, as: UTF8.self) }

  /// The UTF-8 of the text in NFC, with the standard library's own tables: those its `==`
  /// compares strings with. Its public normalization API is still a proposal; this entry
  /// point is the one that proposal builds on, available from the first platforms this
  /// package supports (iOS 16, macOS 13).
  private var nfcUTF8: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    _withNFCCodeUnits { bytes.append($0) }
    return bytes
  }

  /// The scalars outside ASCII, each as `U+0430 CYRILLIC SMALL LETTER A`, for a message that
  /// shows text which may look like other text; empty for ASCII text.
  var lookAlikeScalars: String {
    var seen: Set<Unicode.Scalar> = []
    let shown = unicodeScalars.filter { !$0.isASCII && seen.insert($0).inserted }.prefix(6).map {
      scalar in
      let code = String(scalar.value, radix: 16, uppercase: true)
      let padded = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
      return scalar.properties.name.map { padded + " " + $0 } ?? padded
    }
    return shown.joined(separator: ", ")
  }
}
