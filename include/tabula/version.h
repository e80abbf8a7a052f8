/* tabula/version.h - the library's version, at compile time and at run time. */
#ifndef TABULA_VERSION_H
#define TABULA_VERSION_H

#include "tabula/export.h"

#define TAB_VERSION_MAJOR 0
#define TAB_VERSION_MINOR 1
#define TAB_VERSION_PATCH 0
/* One integer that orders versions: 1.2.3 is 10203. */
#define TAB_VERSION_NUM \
    (TAB_VERSION_MAJOR * 10000 + TAB_VERSION_MINOR * 100 + TAB_VERSION_PATCH)
#define TAB_VERSION_STRING "0.1.0"

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the library actually linked, as TAB_VERSION_NUM; compare it
 * with the macro to detect a header/library mismatch. Never fails. */
TAB_API int tab_version_num(void);

/* The same as "MAJOR.MINOR.PATCH". Static storage; never NULL. */
TAB_API const char *tab_version_str(void);

/* One line naming the kernel's parts and formats (RNG, hash, save format
 * version), for `tabula --version` and bug reports. Static storage. */
TAB_API const char *tab_version_describe(void);

#ifdef __cplusplus
}
#endif
#endif
