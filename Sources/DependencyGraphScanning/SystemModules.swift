package import DependencyGraphModel

/// Modules that come with the toolchain or an Apple SDK, not from a package or a project: an
/// import of one is never reported, and never listed as unchecked.
package enum SystemModules {
  /// Whether `module` comes with the toolchain or an Apple SDK.
  package static func contains(_ module: ModuleName) -> Bool {
    toolchain.contains(module.rawValue) || appleSDKs.contains(module.rawValue)
  }

  /// The platforms, as `os()` names them, whose SDK has `module`: `always` where every build
  /// for the platform can import it, `maybe` where some can (an iOS app built for Mac
  /// Catalyst imports AppKit); `nil` for a module whose platforms are not listed here, which
  /// `canImport` then leaves undecided.
  package static func platforms(offering module: ModuleName) -> (
    always: Set<String>, maybe: Set<String>
  )? {
    let apple: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    return switch module.rawValue {
    case "Darwin": (apple.union(["DriverKit"]), apple.union(["DriverKit"]))
    case "Foundation", "ObjectiveC", "Dispatch": (apple, apple)
    case "UIKit": (["iOS", "tvOS", "visionOS"], ["iOS", "tvOS", "visionOS"])
    case "AppKit", "Cocoa": (["macOS"], ["macOS", "iOS"])
    case "WatchKit": (["watchOS"], ["watchOS", "iOS"])
    // Each platform's C library, there alone (a static Linux SDK has Musl, not Glibc).
    case "Glibc": ([], ["Linux", "FreeBSD", "OpenBSD"])
    case "Musl": ([], ["Linux"])
    case "Bionic", "Android": (["Android"], ["Android"])
    case "WASILibc", "wasi_pthread": (["WASI"], ["WASI"])
    case "WinSDK", "ucrt": (["Windows"], ["Windows"])
    default: nil
    }
  }

  /// The Swift standard library and its companions, the core libraries, the test libraries,
  /// and the C libraries of each platform Swift builds for.
  static let toolchain: Set<String> = [
    "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "_RegexParser",
    "_Volatile", "_Differentiation", "_Backtracing", "Builtin", "Distributed", "Observation",
    "RegexBuilder", "Synchronization", "Cxx", "CxxStdlib", "SwiftShims", "Foundation",
    "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "CoreFoundation", "Dispatch", "XCTest", "Testing", "Glibc", "SwiftGlibc",
    "Musl", "Bionic", "Android", "WASILibc", "wasi_pthread", "WinSDK", "ucrt", "CRT",
    "PackageDescription", "PackagePlugin", "CompilerPluginSupport",
  ]

  /// The modules of the iOS, iPadOS, macOS, watchOS, tvOS and visionOS 26 SDKs (Xcode 26):
  /// each framework of `System/Library/Frameworks` with a module, and the Swift overlays and
  /// C modules of `usr/include`.
  ///
  /// Compiled from Apple's index of frameworks (developer.apple.com/documentation/technologies)
  /// and checked against the per-SDK framework tables of the .NET for iOS and Mac bindings
  /// (github.com/dotnet/macios, `tools/common/Frameworks.cs`), which record every framework
  /// an SDK of Xcode 26 adds; Swift-only frameworks (SwiftUI, SwiftData, Charts, ...), which
  /// those tables leave out, come from Apple's index alone. Frameworks an SDK has removed
  /// (NewsstandKit, AssetsLibrary, Twitter) are not listed. An import of a framework missing
  /// here is one `unknown-module` warning, never an error.
  static let appleSDKs: Set<String> = [
    // The C and Objective-C base, overlays and libraries of usr/include.
    "Darwin", "ObjectiveC", "os", "simd", "zlib", "SQLite3", "libkern", "MachO", "CommonCrypto",
    "XPC", "Compression", "AppleArchive", "System", "libxml2", "notify",
    // Frameworks, A to C.
    "AGL", "ARKit", "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "Accelerate",
    "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdAttributionKit",
    "AdServices", "AdSupport", "AddressBook", "AddressBookUI", "AlarmKit", "AppClip",
    "AppIntents", "AppKit", "AppTrackingTransparency", "AppleScriptObjC", "ApplicationServices",
    "AudioToolbox", "AudioUnit", "AudioVideoBridging", "AuthenticationServices",
    "AutomaticAssessmentConfiguration", "Automator", "BackgroundAssets", "BackgroundTasks",
    "BrowserEngineCore", "BrowserEngineKit", "BusinessChat", "CFNetwork", "CallKit", "CarPlay",
    "Carbon", "Charts", "Cinematic", "ClassKit", "ClockKit", "CloudKit", "Cocoa", "Collaboration",
    "ColorSync", "Combine", "CompositorServices", "ContactProvider", "Contacts", "ContactsUI",
    "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth", "CoreData", "CoreGraphics",
    "CoreHID", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMIDI",
    "CoreML", "CoreMedia", "CoreMediaIO", "CoreMotion", "CoreNFC", "CoreServices",
    "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CoreWLAN",
    "CreateML", "CreateMLComponents", "CryptoKit", "CryptoTokenKit",
    // D to L.
    "DataDetection", "DeclaredAgeRange", "DeveloperToolsSupport", "DeviceActivity",
    "DeviceCheck", "DeviceDiscoveryExtension", "DeviceDiscoveryUI", "DirectoryService",
    "DiskArbitration", "DockKit", "EnergyKit", "EventKit", "EventKitUI", "ExceptionHandling",
    "ExecutionPolicy", "ExposureNotification", "ExtensionFoundation", "ExtensionKit",
    "ExternalAccessory", "FSKit", "FamilyControls", "FileProvider", "FileProviderUI",
    "FinanceKit", "FinanceKitUI", "FinderSync", "ForceFeedback", "FoundationModels", "GLKit",
    "GLUT", "GSS", "GameController", "GameKit", "GameSave", "GameplayKit", "GroupActivities",
    "HealthKit", "HealthKitUI", "HomeKit", "Hypervisor", "ICADevices", "IOBluetooth",
    "IOBluetoothUI", "IOKit", "IOSurface", "IOUSBHost", "IdentityLookup", "IdentityLookupUI",
    "ImageCaptureCore", "ImageIO", "ImagePlayground", "InputMethodKit", "InstallerPlugins",
    "Intents", "IntentsUI", "JavaScriptCore", "JournalingSuggestions", "Kerberos",
    "KernelManagement", "LDAP", "LatentSemanticMapping", "LinkPresentation",
    "LiveCommunicationKit", "LocalAuthentication", "LocalAuthenticationEmbeddedUI",
    "LockedCameraCapture",
    // M to R.
    "MLCompute", "MailKit", "ManagedAppDistribution", "ManagedSettings", "ManagedSettingsUI",
    "MapKit", "MarketplaceKit", "Matter", "MatterSupport", "MediaAccessibility", "MediaExtension",
    "MediaLibrary", "MediaPlayer", "MediaSetup", "MediaToolbox", "MessageUI", "Messages", "Metal",
    "MetalFX", "MetalKit", "MetalPerformanceShaders", "MetalPerformanceShadersGraph",
    "MetricKit", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "MusicKit",
    "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension",
    "NotificationCenter", "OSAKit", "OSLog", "OpenAL", "OpenCL", "OpenDirectory", "OpenGL",
    "OpenGLES", "PDFKit", "PHASE", "PaperKit", "ParavirtualizedGraphics", "PassKit", "PencilKit",
    "PermissionKit", "Photos", "PhotosUI", "PreferencePanes", "ProximityReader", "PushKit",
    "PushToTalk", "Quartz", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "QuickLookUI",
    "RealityFoundation", "RealityKit", "RelevanceKit", "ReplayKit", "RoomPlan",
    // S to Z.
    "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit", "ScreenSaver", "ScreenTime",
    "ScriptingBridge", "Security", "SecurityFoundation", "SecurityInterface", "SecurityUI",
    "SensitiveContentAnalysis", "SensorKit", "ServiceManagement", "SharedWithYou",
    "SharedWithYouCore", "ShazamKit", "Social", "SoundAnalysis", "Spatial", "Speech",
    "SpriteKit", "StoreKit", "StoreKitTest", "SwiftData", "SwiftUI", "SwiftUICore", "Symbols",
    "SystemConfiguration", "SystemExtensions", "TVMLKit", "TVServices", "TVUIKit",
    "TabletopKit", "TabularData", "ThreadNetwork", "TipKit", "TouchController", "Translation",
    "UIKit", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI",
    "VideoSubscriberAccount", "VideoToolbox", "Virtualization", "Vision", "VisionKit",
    "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WiFiAware", "WidgetKit",
    "WorkoutKit", "XCUIAutomation", "XcodeKit", "iTunesLibrary",
  ]
}
