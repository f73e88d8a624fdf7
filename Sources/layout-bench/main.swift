print("layout-bench: not yet implemented")
