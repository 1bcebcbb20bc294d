// Shim for CPNG: the C header, plus wrappers for function-like macros (they do not import).
#pragma once
#include <png.h>

/// PNG_FORMAT_RGBA: 8-bit red, green, blue, alpha (built from other macros, so wrapped).
static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// PNG_IMAGE_ROW_STRIDE(image): the minimum row stride in components.
static inline png_uint_32 cpng_image_row_stride(const png_image *image) { return PNG_IMAGE_ROW_STRIDE(*image); }

/// PNG_IMAGE_SIZE(image): the buffer size in bytes for the image's format.
static inline png_alloc_size_t cpng_image_size(const png_image *image) { return PNG_IMAGE_SIZE(*image); }


/// PNG_IMAGE_PNG_SIZE_MAX(image): an upper bound on the PNG bytes of the image, so one call of
/// png_image_write_to_memory encodes it (asked for the size first, libpng encodes it twice).
static inline png_alloc_size_t cpng_image_png_size_max(const png_image *image) { return PNG_IMAGE_PNG_SIZE_MAX(*image); }
