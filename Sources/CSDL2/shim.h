// Shim for CSDL2: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <SDL2/SDL.h>

// Sound: SDL_INIT_AUDIO and AUDIO_S16SYS as functions, so Swift sees them whatever the
// importer makes of the macros (AUDIO_S16SYS depends on the byte order).
static inline Uint32 hu_sdl_init_audio(void) { return SDL_INIT_AUDIO; }
static inline SDL_AudioFormat hu_audio_s16sys(void) { return AUDIO_S16SYS; }
