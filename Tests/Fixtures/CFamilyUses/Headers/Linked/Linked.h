int linkedVersion(void);
