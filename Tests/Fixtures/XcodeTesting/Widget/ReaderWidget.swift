let widget = sharedGroup
