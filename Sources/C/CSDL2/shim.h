// Shim for CSDL2: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <SDL2/SDL.h>

// Sound: SDL_INIT_AUDIO and AUDIO_S16SYS as functions, so Swift sees them whatever the
// importer makes of the macros (AUDIO_S16SYS depends on the byte order).
static inline Uint32 hu_sdl_init_audio(void) { return SDL_INIT_AUDIO; }
static inline SDL_AudioFormat hu_audio_s16sys(void) { return AUDIO_S16SYS; }

/// SDL_MUSTLOCK(surface): true when the surface must be locked before touching its pixels.
static inline SDL_bool csdl_must_lock(const SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }
