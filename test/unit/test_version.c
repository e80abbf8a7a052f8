/* test_version.c - version macros, the runtime version and status names. */
#include "testutil.h"

static void version_matches_header(void **state)
{
    (void)state;
    assert_int_equal(tab_version_num(), TAB_VERSION_NUM);
    assert_string_equal(tab_version_str(), TAB_VERSION_STRING);
    assert_non_null(strstr(tab_version_describe(), "xoshiro256**"));
}

static void status_names(void **state)
{
    (void)state;
    assert_string_equal(tab_status_str(TAB_OK), "TAB_OK");
    assert_string_equal(tab_status_str(TAB_DECISION), "TAB_DECISION");
    assert_string_equal(tab_status_str(TAB_ENOMEM), "TAB_ENOMEM");
    assert_string_equal(tab_status_str(TAB_EEMPTY), "TAB_EEMPTY");
    assert_string_equal(tab_status_str((tab_status)9999), "TAB_E?");
    assert_true(TAB_IS_ERROR(TAB_EINVAL));
    assert_false(TAB_IS_ERROR(TAB_DONE));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(version_matches_header),
        cmocka_unit_test(status_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
