#include "CRaster.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int craster_keep_freed_buffers(void) {
#if defined(__GLIBC__)
    // 32 MB is the largest mmap threshold glibc accepts on 64-bit (half its 64 MB heap maximum).
    return mallopt(M_MMAP_THRESHOLD, 32 << 20) && mallopt(M_TRIM_THRESHOLD, 512 << 20);
#else
    return 0;
#endif
}
