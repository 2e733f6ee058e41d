int helper(void);
