#include "test_grid.h"
int main(void) { return 0; }
