int umbrellaVersion(void) { return 1; }
