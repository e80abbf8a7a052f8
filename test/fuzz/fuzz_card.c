/* fuzz_card.c - the content loader on a card file: the input is
 * cards/fuzz/card.lua beside fixed rules that call every card's hooks.
 * Seeds: card files of the five games. */
#include "fuzz_content.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const rules[] = {
    "scripts/fuzz/rules.lua",
    "scenario {id = \"main\", players = 1, start = \"play\"}\n"
    "step(\"play\", function(g)\n"
    "  for _, kind in ipairs{\"card\", \"item\", \"enemy\", \"event\", \"power\", \"unit\"} do\n"
    "    for _, c in ipairs(content(kind)) do\n"
    "      for _, k in ipairs{\"play\", \"effect\", \"on_play\", \"apply\", \"resolve\"} do\n"
    "        if type(c[k]) == \"function\" then pcall(c[k], g, c) end\n"
    "      end\n"
    "    end\n"
    "  end\n"
    "  g:choose{player = 0, prompt = \"again?\", options = {\"no\", \"yes\"}}\n"
    "  g:finish{reason = \"done\"}\n"
    "end)\n",
    NULL,
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_content(data, size, "cards/fuzz/card.lua", rules, "main");
    return 0;
}
