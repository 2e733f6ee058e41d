import Alamofire
import Lottie
import UIKit

struct ShopView {}
