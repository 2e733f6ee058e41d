// swift-tools-version:5.9
// C and Objective-C targets that use their dependencies through headers and @import, which no
// Swift import shows; two whose dependency is unused indeed; and two that link a dependency for
// what linking gives: tests found at run time, a class implemented there.
import PackageDescription

let package = Package(
  name: "CFamilyUses",
  targets: [
    .target(name: "Core"),
    .target(name: "Kit"),
    // `#include "Core.h"`: a header of Core's public headers.
    .target(name: "Quoted", dependencies: ["Core"]),
    // `#import <Kit/Kit.h>`: Kit's header, by its module's folder.
    .target(name: "Angled", dependencies: ["Kit"]),
    // `@import Kit;` in a public header; Core is named only in a comment, and unused.
    .target(name: "Modular", dependencies: ["Kit", "Core"]),
    // Includes only the C library: Core is unused.
    .target(name: "Unused", dependencies: ["Core"]),
    // Includes a `shared.h` of its own, which Core has too: Core is unused.
    .target(name: "Own", dependencies: ["Core"]),
    // Declares Widget's @interface; Implements holds its @implementation.
    .target(name: "Implements"),
    .target(name: "Declares", dependencies: ["Implements"]),
    // KitTests links the tests TestKit holds; XCTest finds them at run time.
    .target(name: "TestKit"),
    .testTarget(name: "KitTests", dependencies: ["TestKit"]),
    // Umbrella's public header includes Kit's: its generated module map re-exports Kit.
    .target(name: "Umbrella", dependencies: ["Kit"]),
    .target(name: "Reader", dependencies: ["Umbrella"]),
    // Linked's include folder is a link to Headers/Linked; IgnoresLinked uses none of it.
    .target(name: "Linked"),
    .target(name: "IgnoresLinked", dependencies: ["Linked"]),
  ]
)
