import Features
import Foundation
import RemoteKit
import RemoteKitTesting

print(FeatureScreen.title, RemoteClient().name, FakeClient().name)
