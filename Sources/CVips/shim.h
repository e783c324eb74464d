// libvips for quizgen's images (QuizgenImages). libvips' operations take their options as
// C varargs, which Swift cannot call: each call quizgen makes is wrapped here once, with its
// options fixed. Every function returns 0 on success and -1 on failure (the message is in
// vips_error_buffer()), as libvips does.
#include <vips/vips.h>

static inline void qz_vips_quiet(const gchar *domain, GLogLevelFlags level, const gchar *message,
                                 gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// Starts libvips once per process: no operation cache (every image is seen once), one thread
/// per operation (quizgen spreads images over the cores itself), and its warnings kept off
/// quizgen's standard error (a damaged image fails its save, which quizgen reports at the file).
static inline int qz_vips_start(void) {
    if (VIPS_INIT("quizgen") != 0) return -1;
    g_log_set_handler("VIPS", (GLogLevelFlags)(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE |
                                               G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG),
                      qz_vips_quiet, NULL);
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_concurrency_set(1);
    return 0;
}

/// Opens an image from memory, every page of an animated one (`n=-1`); the bytes must outlive
/// the image. Decoding is lazy: a corrupt body fails at the first save.
static inline VipsImage *qz_vips_open(const void *bytes, size_t length, int all_pages) {
    if (all_pages) {
        return vips_image_new_from_buffer(bytes, length, "", "n", -1, "fail_on",
                                          VIPS_FAIL_ON_ERROR, NULL);
    }
    return vips_image_new_from_buffer(bytes, length, "", "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}

/// The image turned as its EXIF orientation says (no-op without one), the tag removed.
static inline int qz_vips_autorot(VipsImage *in, VipsImage **out) {
    return vips_autorot(in, out, NULL);
}

/// Whether the image carries an ICC profile.
static inline int qz_vips_has_icc(VipsImage *image) {
    return vips_image_get_typeof(image, VIPS_META_ICC_NAME) != 0;
}

/// The image converted from its embedded profile to sRGB (so that dropping the profile keeps
/// its colours).
static inline int qz_vips_to_srgb(VipsImage *in, VipsImage **out) {
    return vips_icc_transform(in, out, "srgb", "embedded", TRUE, "intent",
                              VIPS_INTENT_PERCEPTUAL, NULL);
}

/// A copy of the image without any metadata field: EXIF (and its GPS), XMP, IPTC, ICC, comments,
/// the orientation. Savers' `strip` alone left EXIF and XMP in libvips 8.14's WebP copies.
static inline int qz_vips_without_metadata(VipsImage *in, VipsImage **out) {
    static const char *prefixes[] = {"exif-", "xmp-", "iptc-", "icc-", "png-comment",
                                     "gif-comment", "orientation", "photoshop", "heif-",
                                     "magick", "comment", NULL};
    if (vips_copy(in, out, NULL) != 0) return -1;
    gchar **fields = vips_image_get_fields(*out);
    for (int i = 0; fields[i] != NULL; i++) {
        for (int p = 0; prefixes[p] != NULL; p++) {
            if (g_str_has_prefix(fields[i], prefixes[p])) {
                vips_image_remove(*out, fields[i]);
                break;
            }
        }
    }
    g_strfreev(fields);
    return 0;
}

/// The image scaled down to `width` pixels wide, its aspect kept.
static inline int qz_vips_to_width(VipsImage *in, VipsImage **out, int width) {
    return vips_thumbnail_image(in, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
                                NULL);
}

/// Encoders, every one without metadata (`strip`: no EXIF, XMP, IPTC, ICC or comments).
static inline int qz_vips_webp(VipsImage *in, void **bytes, size_t *length, int quality) {
    return vips_webpsave_buffer(in, bytes, length, "Q", quality, "strip", TRUE, NULL);
}
static inline int qz_vips_jpeg(VipsImage *in, void **bytes, size_t *length, int quality) {
    return vips_jpegsave_buffer(in, bytes, length, "Q", quality, "strip", TRUE,
                                "optimize_coding", TRUE, NULL);
}
static inline int qz_vips_png(VipsImage *in, void **bytes, size_t *length) {
    return vips_pngsave_buffer(in, bytes, length, "strip", TRUE, NULL);
}
static inline int qz_vips_gif(VipsImage *in, void **bytes, size_t *length) {
    return vips_gifsave_buffer(in, bytes, length, "strip", TRUE, NULL);
}
