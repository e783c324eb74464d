import Testing
@testable import QuizgenServer
