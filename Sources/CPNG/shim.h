// Shim for CPNG: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <png.h>
