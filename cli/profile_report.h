/* profile_report.h - the reports of tabula profile (profile_report.c): a
 * text table and JSON, from a tab_profile and the run's totals. */
#ifndef TABULA_CLI_PROFILE_REPORT_H
#define TABULA_CLI_PROFILE_REPORT_H

#include <stdio.h>

#include "cli.h"

typedef struct profile_run {
    const cli_series *series;
    uint64_t decisions;
    uint32_t finished, capped;
    double wall_s, cpu_s; /* the whole run, this thread */
} profile_run;

/* Phases per decision, then the top functions, files and steps. */
void profile_report_text(FILE *out, const tab_profile *p, const profile_run *run, uint32_t top);

/* Everything, as one JSON object. */
void profile_report_json(FILE *out, const tab_profile *p, const profile_run *run);

#endif
