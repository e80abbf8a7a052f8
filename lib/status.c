/* status.c - names of the status codes. */
#include "tabula/status.h"

const char *tab_status_str(tab_status s)
{
    switch (s) {
    case TAB_OK: return "TAB_OK";
    case TAB_DECISION: return "TAB_DECISION";
    case TAB_DONE: return "TAB_DONE";
    case TAB_ENOMEM: return "TAB_ENOMEM";
    case TAB_EINVAL: return "TAB_EINVAL";
    case TAB_EMISUSE: return "TAB_EMISUSE";
    case TAB_ENOTFOUND: return "TAB_ENOTFOUND";
    case TAB_ESCRIPT: return "TAB_ESCRIPT";
    case TAB_ELIMIT: return "TAB_ELIMIT";
    case TAB_EIO: return "TAB_EIO";
    case TAB_EFORMAT: return "TAB_EFORMAT";
    case TAB_EVERSION: return "TAB_EVERSION";
    case TAB_EEMPTY: return "TAB_EEMPTY";
    }
    return "TAB_E?";
}
