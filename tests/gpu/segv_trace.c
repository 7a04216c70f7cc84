/* LD_PRELOAD=segv_trace.so PROGRAM: on SIGSEGV, SIGBUS, SIGABRT, SIGILL or SIGFPE
 * prints the signal, the faulting address and a backtrace of the host thread
 * on stderr, then dies of the signal as before. */
#define _GNU_SOURCE
#include <execinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static void handler(int sig, siginfo_t *si, void *ctx) {
  (void)ctx;
  char buf[160];
  int n = snprintf(buf, sizeof buf, "\n*** segv_trace: signal %d (%s) at address %p, thread %ld; backtrace:\n", sig,
                   strsignal(sig), si ? si->si_addr : 0, (long)gettid());
  write(2, buf, n);
  void *frames[64];
  int k = backtrace(frames, 64);
  backtrace_symbols_fd(frames, k, 2);
  signal(sig, SIG_DFL);
  raise(sig);
}
__attribute__((constructor)) static void install(void) {
  static char stack[1 << 16];
  stack_t ss = {.ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0};
  sigaltstack(&ss, 0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  int sigs[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE};
  for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; ++i) sigaction(sigs[i], &sa, 0);
}
