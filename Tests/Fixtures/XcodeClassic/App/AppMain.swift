import CoreKit
import Feature
import SwiftUI

@main struct AppMain { static func main() { print(Clock.now, greeting) } }
