/* tabula/export.h - marks the symbols the shared library exports. */
#ifndef TABULA_EXPORT_H
#define TABULA_EXPORT_H

/* The library is built with -fvisibility=hidden; only declarations marked
 * TAB_API are visible to programs that link it. */
#if defined(_WIN32)
#  define TAB_API
#elif defined(__GNUC__)
#  define TAB_API __attribute__((visibility("default")))
#else
#  define TAB_API
#endif

#endif
