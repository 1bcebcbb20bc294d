// Shim for CSDL2TTF: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <SDL2/SDL_ttf.h>
