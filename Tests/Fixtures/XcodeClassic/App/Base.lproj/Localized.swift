import Foundation

let localized = "Hallo"
