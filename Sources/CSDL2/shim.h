// Shim for CSDL2: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <SDL2/SDL.h>
