/// Fixtures for practice mode (issue 31): a parametric question with a hint.
public enum PracticeFixtures {
    /// A bank (`Content/banks/speed.md`) with one parametric numeric question, `speed`, whose
    /// hint uses its parameters.
    public static let speedBank = """
        ## Speed {#speed type=numeric}

        A car drives at {v} km/h for {t} hours. How far does it go?

        ```parameters
        v = 50..90 step 10
        t = [1, 2, 3]
        ```

        - = v * t

        > [!hint] Multiply {v} by {t}.
        """
}
