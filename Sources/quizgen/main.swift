import QuizgenCLI

// `@main` is not available in main.swift, and plain `QuizgenCommand.main()` resolves to the
// synchronous entry point, which refuses async subcommands; `start()` calls the async one.
await QuizgenCommand.start()
