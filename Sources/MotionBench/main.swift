print("MotionBench: no benchmarks yet")
