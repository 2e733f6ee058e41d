import Alamofire
import Darwin
import UIKit

public struct Pods {}
