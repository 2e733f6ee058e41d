import CoreExtras
import CoreModels
import CoreUI

public enum FeatureScreen {
  public static let title = shout("Features")
  public static func banner(for name: String) -> Banner { Banner(account: Account(name: name)) }
}
