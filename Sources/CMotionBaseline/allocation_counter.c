// Counts heap allocations for the benchmark by interposing malloc and its relatives in the bench
// executable (the dynamic linker resolves every library's malloc to the executable's first) and
// forwarding to glibc's own entry points. Elsewhere the counter stays at zero and says so.
#include "CMotionBaseline.h"
#include <stdio.h>
#include <string.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}
void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    void *p = memalign(alignment, size);
    if (!p) return 12; // ENOMEM
    *out = p;
    return 0;
}

uint64_t ms_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int ms_allocation_counting_available(void) { return 1; }
#else
uint64_t ms_allocation_count(void) { return 0; }
int ms_allocation_counting_available(void) { return 0; }
#endif

uint64_t ms_peak_resident_bytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) return 0;
    char line[256];
    unsigned long long kilobytes = 0;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) { sscanf(line + 6, "%llu", &kilobytes); break; }
    }
    fclose(status);
    return (uint64_t)kilobytes * 1024;
}
