import Feature

print(feature())
