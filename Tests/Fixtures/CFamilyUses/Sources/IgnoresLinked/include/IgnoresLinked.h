// Declares a dependency on Linked, whose headers sit behind a linked folder, and uses none.
int ignoresLinked(void);
