print("quizgen")
