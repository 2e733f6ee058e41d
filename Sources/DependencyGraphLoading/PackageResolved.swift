package import DependencyGraphModel
import DependencyGraphSupport
package import Foundation

/// The pins of a `Package.resolved`: where each remote dependency was resolved from, which is
/// where its checkout is named after.
///
/// Versions 1 (`object.pins` with `package` and `repositoryURL`), 2 and 3 (`pins` with
/// `identity` and `location`) are read; another version is refused, since its fields may mean
/// something else.
package struct PackageResolved: Hashable, Sendable {
  /// The location of each pinned package, by identity.
  let locations: [PackageIdentity: String]
  /// What each pin records (its revision, version or branch), by identity: two files pin a
  /// package alike when these are equal.
  let states: [PackageIdentity: JSONValue]

  /// Reads the file's bytes.
  ///
  /// - Throws: A ``ReadFailure`` whose reason names what is wrong, for one line of a report.
  package init(json: Data) throws(ReadFailure) {
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: json)
    } catch {
      throw ReadFailure(reason: decodingReason(error))
    }
    guard case .object(let top) = document else {
      throw ReadFailure(reason: "the top level is not an object")
    }
    guard case .number(let version)? = top["version"] else {
      throw ReadFailure(reason: "it has no 'version' number")
    }
    var locations: [PackageIdentity: String] = [:]
    var states: [PackageIdentity: JSONValue] = [:]
    switch version {
    case 1:
      guard case .object(let object)? = top["object"], case .array(let pins)? = object["pins"]
      else { throw ReadFailure(reason: "version 1 without 'object.pins'") }
      for case .object(let pin) in pins {
        if case .string(let url)? = pin["repositoryURL"] {
          locations[PackageDependency.identity(of: url)] = url
          states[PackageDependency.identity(of: url)] = pin["state"] ?? .null
        }
      }
    case 2, 3:
      guard case .array(let pins)? = top["pins"] else {
        throw ReadFailure(reason: "version \(Int(version)) without 'pins'")
      }
      for case .object(let pin) in pins {
        if case .string(let identity)? = pin["identity"],
          case .string(let location)? =
            pin["location"]
        {
          locations[PackageIdentity(identity)] = location
          states[PackageIdentity(identity)] = pin["state"] ?? .null
        }
      }
    default:
      throw ReadFailure(
        reason: "version \(version.formatted()) is not one depgraph reads (1, 2 or 3)")
    }
    self.locations = locations
    self.states = states
  }

  /// The packages pinned differently by `other`, or pinned by one file only.
  package func changedPins(from other: PackageResolved) -> Set<PackageIdentity> {
    Set(states.keys).union(other.states.keys).filter { states[$0] != other.states[$0] }
  }
}
