#pragma once
int shared(void);
