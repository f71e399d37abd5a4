/* A stand-in for Windows' own icuuc.dll, for the Wine test prefix only: never packaged.
 *
 * Qt6Core (and PySide6's lrelease.exe) import these ICU converter functions from the ICU that
 * Windows 10 1703 and later ship in System32; Wine 8 has none, so Qt would not load. Here no
 * converter ever opens, and Qt falls back to its built-in codecs (UTF-8, UTF-16, Latin-1...).
 * packaging/windows/wine.py compiles it with MinGW into the prefix's system32.
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)

typedef int UErrorCode;
enum { U_ZERO_ERROR = 0, U_FILE_ACCESS_ERROR = 4 };

static void fail(UErrorCode *error) {
    if (error != NULL && *error <= U_ZERO_ERROR) {
        *error = U_FILE_ACCESS_ERROR;
    }
}

/* No converter is available: opening one always fails, so the others are never reached. */
EXPORT void *ucnv_open(const char *name, UErrorCode *error) { (void)name; fail(error); return NULL; }
EXPORT void ucnv_close(void *converter) { (void)converter; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t index) { (void)index; return NULL; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error) {
    (void)name; (void)standard; fail(error); return NULL;
}
EXPORT const char *ucnv_getName(const void *converter, UErrorCode *error) {
    (void)converter; fail(error); return NULL;
}
EXPORT void ucnv_reset(void *converter) { (void)converter; }
EXPORT int8_t ucnv_getMaxCharSize(const void *converter) { (void)converter; return 1; }
EXPORT void ucnv_getToUCallBack(const void *converter, void **action, const void **context) {
    (void)converter; if (action) *action = NULL; if (context) *context = NULL;
}
EXPORT void ucnv_getFromUCallBack(const void *converter, void **action, const void **context) {
    (void)converter; if (action) *action = NULL; if (context) *context = NULL;
}
EXPORT void ucnv_setToUCallBack(void *converter, void *action, const void *context, void **old_action,
                                const void **old_context, UErrorCode *error) {
    (void)converter; (void)action; (void)context; (void)old_action; (void)old_context; fail(error);
}
EXPORT void ucnv_setFromUCallBack(void *converter, void *action, const void *context, void **old_action,
                                  const void **old_context, UErrorCode *error) {
    (void)converter; (void)action; (void)context; (void)old_action; (void)old_context; fail(error);
}
EXPORT void ucnv_toUnicode(void *converter, void **target, const void *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int flush, UErrorCode *error) {
    (void)converter; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush; fail(error);
}
EXPORT void ucnv_fromUnicode(void *converter, char **target, const char *target_limit, const void **source,
                             const void *source_limit, int32_t *offsets, int flush, UErrorCode *error) {
    (void)converter; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush; fail(error);
}
EXPORT int32_t ucnv_toUCountPending(const void *converter, UErrorCode *error) {
    (void)converter; fail(error); return 0;
}
EXPORT int32_t ucnv_fromUCountPending(const void *converter, UErrorCode *error) {
    (void)converter; fail(error); return 0;
}
EXPORT void ucnv_cbToUWriteUChars(void *args, const void *source, int32_t length, int32_t offset,
                                  UErrorCode *error) {
    (void)args; (void)source; (void)length; (void)offset; fail(error);
}
EXPORT void ucnv_cbFromUWriteUChars(void *args, const void **source, const void *source_limit,
                                    int32_t offset, UErrorCode *error) {
    (void)args; (void)source; (void)source_limit; (void)offset; fail(error);
}
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const void *code_units,
                                            int32_t length, int32_t code_point, int reason,
                                            UErrorCode *error) {
    (void)context; (void)args; (void)code_units; (void)length; (void)code_point; (void)reason;
    fail(error);
}
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *code_units,
                                          int32_t length, int reason, UErrorCode *error) {
    (void)context; (void)args; (void)code_units; (void)length; (void)reason; fail(error);
}
