let app = sharedGroup
