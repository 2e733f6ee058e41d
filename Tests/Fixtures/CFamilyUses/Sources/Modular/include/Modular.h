@import Kit;

int modular(void);
