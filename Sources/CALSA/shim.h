// Shim for CALSA: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <alsa/asoundlib.h>
