// Tests for the grading and statistics engine live beside this file.
