import Foundation
import App
