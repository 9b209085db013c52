print("motionspec")
