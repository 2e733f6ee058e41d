#pragma once
int core(void);
