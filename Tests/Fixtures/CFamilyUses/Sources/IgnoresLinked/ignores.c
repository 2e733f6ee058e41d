int ignoresLinked(void) { return 0; }
