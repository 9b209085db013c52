// The algorithm of Chromium's gfx::CubicBezier (ui/gfx/geometry/cubic_bezier.cc, BSD-3-Clause),
// written here from its description for the benchmark's baseline: the same work per sample, in C.
#include "CMotionBaseline.h"
#include <math.h>

static double sample_x(const MSBaselineBezier *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static double sample_y(const MSBaselineBezier *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static double sample_dx(const MSBaselineBezier *c, double t) { return (3.0 * c->ax * t + 2.0 * c->bx) * t + c->cx; }

void ms_baseline_bezier_init(MSBaselineBezier *c, double x1, double y1, double x2, double y2) {
    c->cx = 3.0 * x1;
    c->bx = 3.0 * (x2 - x1) - c->cx;
    c->ax = 1.0 - c->cx - c->bx;
    c->cy = 3.0 * y1;
    c->by = 3.0 * (y2 - y1) - c->cy;
    c->ay = 1.0 - c->cy - c->by;
    for (int i = 0; i < 11; i++) c->samples[i] = sample_x(c, i / 10.0);
}

static double solve_curve_x(const MSBaselineBezier *c, double x, double epsilon) {
    double t0 = 0.0, t1 = 0.0, t2 = x, x2 = 0.0;
    const double delta = 0.1;
    for (int i = 1; i < 11; i++) {
        if (x <= c->samples[i]) {
            t1 = delta * i;
            t0 = t1 - delta;
            t2 = t0 + (t1 - t0) * (x - c->samples[i - 1]) / (c->samples[i] - c->samples[i - 1]);
            break;
        }
    }
    const double newton_epsilon = fmin(1e-7, epsilon);
    for (int i = 0; i < 4; i++) {
        x2 = sample_x(c, t2) - x;
        if (fabs(x2) < newton_epsilon) return t2;
        double d2 = sample_dx(c, t2);
        if (fabs(d2) < 1e-6) break;
        t2 = t2 - x2 / d2;
    }
    if (fabs(x2) < epsilon) return t2;
    while (t0 < t1) {
        x2 = sample_x(c, t2);
        if (fabs(x2 - x) < epsilon) return t2;
        if (x > x2) t0 = t2; else t1 = t2;
        t2 = (t1 + t0) * 0.5;
    }
    return t2;
}

double ms_baseline_bezier_solve(const MSBaselineBezier *c, double x, double epsilon) {
    if (x <= 0.0) return 0.0;
    if (x >= 1.0) return 1.0;
    return sample_y(c, solve_curve_x(c, x, epsilon));
}

double ms_baseline_track_value(const MSBaselineTrack *track, double t) {
    if (track->count == 0) return 0.0;
    double progress = track->duration > 0 ? t / track->duration : 1.0;
    if (progress <= track->key_times[0]) return track->values[0];
    if (progress >= track->key_times[track->count - 1]) return track->values[track->count - 1];
    size_t segment = 0;
    while (segment + 2 < track->count && progress >= track->key_times[segment + 1]) segment++;
    double start = track->key_times[segment], end = track->key_times[segment + 1];
    double local = end > start ? (progress - start) / (end - start) : 1.0;
    size_t curve = segment < track->curve_count ? segment : track->curve_count - 1;
    double eased = ms_baseline_bezier_solve(&track->curves[curve], local, 1e-7);
    double a = track->values[segment], b = track->values[segment + 1];
    return a + (b - a) * eased;
}
