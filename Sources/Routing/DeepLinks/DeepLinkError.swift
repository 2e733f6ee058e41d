/// Why a deep link was rejected, or why a table of patterns could not be built.
///
/// A deep link comes from outside the app; every rejection happens before anything navigates.
public enum DeepLinkError: Error, Hashable, Sendable {
  /// The link is longer than ``DeepLinkURL/maximumLength`` bytes.
  case tooLong(length: Int, limit: Int)
  /// The link is not of the form `scheme://host/path?query`, or has an empty or a dot
  /// (`.`, `..`) segment.
  case malformed(link: String, reason: String)
  /// The link is another spelling of `canonical`, with a trailing slash or an empty query;
  /// each link has one spelling.
  case nonCanonical(link: String, canonical: String)
  /// The link's scheme is not the app's.
  case wrongScheme(found: String, expected: String)
  /// A `%` is not followed by two hex digits, or the decoded bytes are not UTF-8.
  case invalidPercentEncoding(component: String)
  /// A `%XX` escape encodes a letter, a digit, `-`, `.`, `_` or `~`, which a link spells as
  /// it is, so that each value has one spelling.
  case needlessPercentEncoding(component: String)
  /// A decoded component holds a character no link needs: a control, formatting, invisible,
  /// private-use, unassigned or noncharacter code point, or a combining mark with nothing to
  /// combine with.
  case forbiddenCharacter(component: String, scalar: String)
  /// A decoded component is blank: only spaces and blank characters.
  case blankComponent(component: String)
  /// The path has more than ``DeepLinkURL/maximumSegments`` segments.
  case tooManySegments(count: Int, limit: Int)
  /// The query has more than ``DeepLinkURL/maximumQueryItems`` items.
  case tooManyQueryItems(count: Int, limit: Int)
  /// No pattern of the table matches the path.
  case noMatch(path: String)
  /// A path segment or query item does not have the type the pattern asks for.
  case invalidParameter(name: String, value: String, expected: String)
  /// The query names an item the matched pattern does not take.
  case unknownQueryItem(name: String, allowed: [String])
  /// The query names the same item twice.
  case duplicateQueryItem(name: String)
  /// The link leaves out a query item its route requires.
  case missingQueryItem(name: String)
  /// Two patterns of a table could match the same link, and neither has a literal where the
  /// other has a capture; found when the table is built.
  case ambiguousPatterns(String, String)
  /// A pattern no link could match, or one that names a value twice; found when the pattern
  /// is made.
  case invalidPattern(pattern: String, reason: String)
  /// A route's closure takes other types than its pattern gives, such as `(String)` for
  /// `user/{id: Int}`; found when the table is built.
  case routeTakesOtherValues(pattern: String, gives: String, takes: String)
  /// The table has no link for the route: no entry makes it, one of its values is outside its
  /// bounds, or its link parses to another route.
  case unprintableRoute(route: String, reason: String)
}

extension DeepLinkError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .tooLong(let length, let limit):
      "Deep link rejected: it is \(length) bytes long, over the limit of \(limit)."
    case .malformed(let link, let reason):
      "Deep link '\(Self.shortened(link))' rejected: \(reason)."
    case .nonCanonical(let link, let canonical):
      "Deep link '\(Self.shortened(link))' rejected: each link has one spelling; "
        + "write '\(Self.shortened(canonical))'."
    case .wrongScheme(let found, let expected):
      "Deep link rejected: its scheme is '\(Self.shortened(found))', not '\(expected)'."
    case .invalidPercentEncoding(let component):
      "Deep link rejected: '\(Self.shortened(component))' has a '%' that is not followed by two "
        + "hex digits, or encodes bytes that are not UTF-8."
    case .needlessPercentEncoding(let component):
      "Deep link rejected: '\(Self.shortened(component))' percent-encodes a letter, a digit "
        + "or one of - . _ ~, which a link spells as it is."
    case .forbiddenCharacter(let component, let scalar):
      "Deep link rejected: '\(Self.shortened(component))' decodes to the character \(scalar), "
        + "which no link needs (invisible, control, private-use or not a character)."
    case .blankComponent(let component):
      "Deep link rejected: '\(Self.shortened(component))' decodes to blank text."
    case .tooManySegments(let count, let limit):
      "Deep link rejected: its path has \(count) segments, over the limit of \(limit)."
    case .tooManyQueryItems(let count, let limit):
      "Deep link rejected: its query has \(count) items, over the limit of \(limit)."
    case .noMatch(let path):
      "Deep link rejected: no route matches '\(Self.shortened(path))'\(Self.scalars(of: path))."
    case .invalidParameter(let name, let value, let expected):
      "Deep link rejected: '\(name)' is '\(Self.shortened(value))'\(Self.scalars(of: value)), "
        + "but it must be \(expected)."
    case .unknownQueryItem(let name, let allowed):
      "Deep link rejected: unknown query item '\(Self.shortened(name))'\(Self.scalars(of: name)). "
        + "Allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))."
    case .duplicateQueryItem(let name):
      "Deep link rejected: the query item '\(Self.shortened(name))'\(Self.scalars(of: name)) "
        + "appears twice."
    case .missingQueryItem(let name):
      "Deep link rejected: it has no query item '\(name)', which its route requires."
    case .unprintableRoute(let route, let reason):
      "No link for the route \(Self.shortened(route)): \(reason)."
    case .routeTakesOtherValues(let pattern, let gives, let takes):
      "The route of the deep-link pattern '\(pattern)' takes \(takes), but the pattern gives "
        + "\(gives): the path's captures in order, then each query item as a String?."
    case .ambiguousPatterns(let first, let second):
      "The deep-link patterns '\(first)' and '\(second)' can match the same link. "
        + "Make one of them more specific, or put a literal where the other has a capture: "
        + "the literal wins."
    case .invalidPattern(let pattern, let reason):
      "The deep-link pattern '\(Self.shortened(pattern))' is refused: \(reason)."
    }
  }

  /// The scalars outside ASCII of text a message shows, in parentheses, so that a look-alike
  /// (`uѕer` with a Cyrillic `ѕ`) does not read as the text it looks like; empty for ASCII.
  private static func scalars(of text: String) -> String {
    let scalars = text.lookAlikeScalars
    return scalars.isEmpty ? "" : " (\(scalars))"
  }

  /// Untrusted text cut to a length that fits a message, with control and invisible
  /// characters shown as `\u{…}` escapes so that they cannot act on a terminal.
  private static func shortened(_ text: String) -> String {
    let cut = text.count <= 60 ? text : String(text.prefix(57)) + "..."
    var visible = ""
    for scalar in cut.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        visible += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        visible.unicodeScalars.append(scalar)
      }
    }
    return visible
  }
}
