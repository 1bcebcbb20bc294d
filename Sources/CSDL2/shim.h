// Shim for CSDL2: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <SDL2/SDL.h>

/// SDL_MUSTLOCK(surface): true when the surface must be locked before touching its pixels.
static inline SDL_bool csdl_must_lock(const SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }
