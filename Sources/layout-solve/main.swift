print("layout-solve: not yet implemented")
