// Features depends on CoreUI: this import closes a cycle across the two packages.
import Features

public let featureBannerTitle = FeatureScreen.title
