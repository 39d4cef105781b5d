/*
 * Running a call on a thread with a small stack, for the C test programs.
 * Include it after check.h; link with -pthread.
 */

#ifndef SUDOKU_TEST_SMALL_STACK_H
#define SUDOKU_TEST_SMALL_STACK_H

#include <pthread.h>
#include <stdlib.h>

/* SUDOKU_TEST_STACK_FACTOR times `bytes` (test-support's stack_bound):
 * AddressSanitizer's red zones make frames several times larger, so
 * scripts/check-asan.sh sets a factor; plain runs check the real bound. */
static inline size_t stack_bound(size_t bytes) {
    const char *factor = getenv("SUDOKU_TEST_STACK_FACTOR");
    long n = factor ? strtol(factor, NULL, 10) : 1;
    return bytes * (size_t)(n > 1 ? n : 1);
}

/* Runs body(arg) on a new thread of stack_bound(bytes) bytes of stack and
 * waits for it; a call that needs more overflows and kills the program. */
static inline void run_on_stack(size_t bytes, void *(*body)(void *), void *arg) {
    pthread_attr_t attr;
    pthread_t thread;
    CHECK(pthread_attr_init(&attr) == 0);
    CHECK(pthread_attr_setstacksize(&attr, stack_bound(bytes)) == 0);
    CHECK(pthread_create(&thread, &attr, body, arg) == 0);
    CHECK(pthread_join(thread, NULL) == 0);
    pthread_attr_destroy(&attr);
}

#endif
