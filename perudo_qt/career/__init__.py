"""The career, pure Python: characters, the ladder of stages, progress, achievements, ratings.

Nothing here loads Qt: the window words and draws what these modules compute.
"""
