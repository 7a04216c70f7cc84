// Empty stand-in: cpu_emulate.h is force-included by run_emulated.sh.
#pragma once
