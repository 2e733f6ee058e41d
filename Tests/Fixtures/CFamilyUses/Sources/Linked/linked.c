int linkedVersion(void) { return 1; }
