#include "bench.h"
int main(void) { return 0; }
