#pragma once
int quoted(void);
