#pragma once
int unused(void);
