import Alamofire
import Pods
import SwiftUI

public struct Widgets {}
