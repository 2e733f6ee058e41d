// What Implements declares of its own; Widget's interface is Declares'.
int implementsVersion(void);
