int clib(void);
