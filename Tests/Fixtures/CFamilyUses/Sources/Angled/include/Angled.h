#pragma once
int angled(void);
