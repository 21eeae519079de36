// JPEG decoding for the renderer's bundle images: libjpeg-turbo's decompressor, with its fatal
// error handler replaced by a jump back to the caller (libjpeg's default handler calls exit()).
#include "CJPEGCodec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct cjpegc_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void cjpegc_fail(j_common_ptr info) {
    struct cjpegc_error *error = (struct cjpegc_error *)info->err;
    longjmp(error->jump, 1);
}

static void cjpegc_quiet(j_common_ptr info) { (void)info; }

int cjpegc_decode_file(const char *path, long max_pixels, uint8_t **out, int *width, int *height) {
    *out = NULL;
    FILE *file = fopen(path, "rb");
    if (file == NULL) return 0;
    struct jpeg_decompress_struct info;
    struct cjpegc_error error;
    // volatile: read after longjmp.
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cjpegc_fail;
    error.base.output_message = cjpegc_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(pixels);
        free(row);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    const long w = (long)info.output_width, h = (long)info.output_height;
    if (w <= 0 || h <= 0 || w > max_pixels / h || info.output_components != 3) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        return 0;
    }
    pixels = malloc((size_t)w * (size_t)h * 4);
    row = malloc((size_t)w * 3);
    if (pixels == NULL || row == NULL) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(pixels);
        free(row);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        uint8_t *target = pixels + (size_t)info.output_scanline * (size_t)w * 4;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        for (long x = 0; x < w; x++) {
            target[x * 4 + 0] = row[x * 3 + 2];
            target[x * 4 + 1] = row[x * 3 + 1];
            target[x * 4 + 2] = row[x * 3 + 0];
            target[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    free(row);
    *out = pixels;
    *width = (int)w;
    *height = (int)h;
    return 1;
}
