import Core
import Feature

print("app")
