#ifndef CMOTIONBASELINE_H
#define CMOTIONBASELINE_H

#include <stddef.h>
#include <stdint.h>

/// The benchmark's C baselines. Used by MotionBench only; nothing ships with it.

/// A cubic Bézier timing curve solved as Chromium's `gfx::CubicBezier` does: polynomial coefficients,
/// an initial guess interpolated from 11 samples of x(t), up to 4 Newton steps, then bisection.
typedef struct {
    double ax, bx, cx, ay, by, cy;
    double samples[11];
} MSBaselineBezier;

void ms_baseline_bezier_init(MSBaselineBezier *curve, double x1, double y1, double x2, double y2);
double ms_baseline_bezier_solve(const MSBaselineBezier *curve, double x, double epsilon);

/// One scalar keyframe track: `count` values at `key_times`, segment i eased by `curves[i]` (the last
/// curve repeats), sampled at `t` seconds of a `duration`-second track.
typedef struct {
    const double *values;
    const double *key_times;
    const MSBaselineBezier *curves;
    size_t count;
    size_t curve_count;
    double duration;
} MSBaselineTrack;

double ms_baseline_track_value(const MSBaselineTrack *track, double t);

/// Heap allocations counted by the process-wide malloc interposer (0 where there is none: only glibc
/// on Linux has `__libc_malloc` to forward to).
uint64_t ms_allocation_count(void);
/// 1 when allocations are really counted.
int ms_allocation_counting_available(void);

/// The process's peak resident set in bytes (`VmHWM`), or 0 where it cannot be read.
uint64_t ms_peak_resident_bytes(void);

#endif
