/// Modules that come with the toolchain or the platform SDKs, not from a package: an import of
/// one is never reported, and never listed as unchecked.
enum ToolchainModules {
  static let names: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "_Volatile", "Builtin", "Distributed",
    "Observation", "RegexBuilder", "Synchronization", "Cxx", "CxxStdlib", "SwiftShims",
    "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "XCTest", "Testing",
    "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT", "Darwin",
    "ObjectiveC",
    "os", "OSLog", "Combine", "SwiftUI", "UIKit", "AppKit", "WatchKit", "TVUIKit", "CoreGraphics",
    "CoreData", "CoreImage", "CoreLocation", "CoreML", "CoreText", "CoreServices", "CryptoKit",
    "AVFoundation", "AVKit", "MapKit", "Metal", "MetalKit", "QuartzCore", "Security",
    "SystemConfiguration", "Network", "UserNotifications", "WebKit", "StoreKit", "GameKit",
    "SpriteKit", "SceneKit", "Photos", "PhotosUI", "Contacts", "EventKit", "HealthKit",
    "CloudKit", "AuthenticationServices", "LocalAuthentication", "Accelerate", "Vision",
    "NaturalLanguage", "Speech", "SwiftData", "Charts", "WidgetKit", "ActivityKit", "AppIntents",
    "MessageUI", "SafariServices", "LinkPresentation", "UniformTypeIdentifiers", "Cocoa",
    "IOKit", "XCTestDynamicOverlay", "Intents", "CoreMotion", "CoreBluetooth", "ARKit",
    "RealityKit", "GameplayKit", "CoreHaptics", "CoreTelephony", "MultipeerConnectivity",
    "PassKit", "QuickLook", "ReplayKit", "BackgroundTasks", "CallKit", "Carbon", "CoreAudio",
    "AudioToolbox", "CoreMedia", "CoreVideo", "ImageIO", "MobileCoreServices", "PDFKit",
    "PencilKit", "VisionKit", "Social", "StoreKitTest", "System", "Compression",
  ]
}
