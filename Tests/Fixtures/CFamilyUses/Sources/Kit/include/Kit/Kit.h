#pragma once
int kit(void);
