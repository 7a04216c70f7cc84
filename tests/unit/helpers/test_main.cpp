// Catch2 main of the helper unit tests (kept apart: it is slow to compile).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
