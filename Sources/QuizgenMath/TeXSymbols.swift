/// The commands that stand for one symbol, grouped by how KaTeX writes them in MathML.
enum TeXSymbols {
    /// Lower-case Greek and other italic letters: `<mi>α</mi>`.
    static let italicLetters: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε",
        "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ",
        "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ",
        "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ", "upsilon": "υ", "phi": "ϕ",
        "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
    ]

    /// Upper-case Greek and upright symbols: `<mi mathvariant="normal">Γ</mi>`.
    static let uprightSymbols: [String: String] = [
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π",
        "Sigma": "Σ", "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
        "infty": "∞", "partial": "∂", "nabla": "∇", "forall": "∀", "exists": "∃", "nexists": "∄",
        "emptyset": "∅", "varnothing": "∅", "neg": "¬", "lnot": "¬", "hbar": "ℏ", "ell": "ℓ",
        "aleph": "ℵ", "angle": "∠", "triangle": "△", "Re": "ℜ", "Im": "ℑ", "prime": "′",
        "imath": "ı", "jmath": "ȷ", "%": "%", "$": "$", "#": "#", "&": "&", "_": "_",
        "|": "∥", "Vert": "∥", "vert": "∣", "top": "⊤", "bot": "⊥", "surd": "√",
    ]

    /// Binary operators, relations and punctuation: `<mo>≤</mo>`.
    static let operators: [String: String] = [
        "pm": "±", "mp": "∓", "times": "×", "div": "÷", "cdot": "⋅", "ast": "∗", "star": "⋆",
        "circ": "∘", "bullet": "∙", "cap": "∩", "cup": "∪", "setminus": "∖", "wedge": "∧",
        "land": "∧", "vee": "∨", "lor": "∨", "oplus": "⊕", "ominus": "⊖", "otimes": "⊗",
        "odot": "⊙", "uplus": "⊎", "sqcup": "⊔", "sqcap": "⊓", "dagger": "†",
        "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "approx": "≈",
        "equiv": "≡", "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "in": "∈",
        "notin": "∉", "ni": "∋", "subset": "⊂", "subseteq": "⊆", "supset": "⊃", "supseteq": "⊇",
        "to": "→", "rightarrow": "→", "leftarrow": "←", "gets": "←", "Rightarrow": "⇒",
        "Leftarrow": "⇐", "Leftrightarrow": "⇔", "leftrightarrow": "↔", "mapsto": "↦",
        "uparrow": "↑", "downarrow": "↓", "longrightarrow": "⟶", "longleftarrow": "⟵",
        "mid": "∣", "parallel": "∥", "perp": "⊥", "ll": "≪", "gg": "≫", "models": "⊨",
        "vdash": "⊢", "prec": "≺", "succ": "≻", "doteq": "≐", "asymp": "≍", "nmid": "∤",
        "ldots": "…", "cdots": "⋯", "dots": "…", "vdots": "⋮", "ddots": "⋱", "colon": ":",
    ]

    /// Relations KaTeX pads with a thick space on each side: `\iff`, `\implies`.
    static let paddedArrows: [String: String] = ["iff": "⟺", "implies": "⟹", "impliedby": "⟸"]

    /// Opening and closing delimiters: `<mo stretchy="false">⟨</mo>`.
    static let delimiters: [String: String] = [
        "{": "{", "}": "}", "lbrace": "{", "rbrace": "}", "langle": "⟨", "rangle": "⟩",
        "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "lvert": "∣", "rvert": "∣",
        "lVert": "∥", "rVert": "∥", "lbrack": "[", "rbrack": "]",
    ]

    /// Large operators; `true` when their scripts go above and below in display style.
    static let largeOperators: [String: (symbol: String, limits: Bool)] = [
        "sum": ("∑", true), "prod": ("∏", true), "coprod": ("∐", true), "bigcup": ("⋃", true),
        "bigcap": ("⋂", true), "bigvee": ("⋁", true), "bigwedge": ("⋀", true),
        "bigoplus": ("⨁", true), "bigotimes": ("⨂", true), "int": ("∫", false),
        "iint": ("∬", false), "iiint": ("∭", false), "oint": ("∮", false),
    ]

    /// Named functions; `true` when their scripts go below in display style (`\lim`).
    static let functions: [String: Bool] = [
        "sin": false, "cos": false, "tan": false, "cot": false, "sec": false, "csc": false,
        "arcsin": false, "arccos": false, "arctan": false, "sinh": false, "cosh": false,
        "tanh": false, "coth": false, "log": false, "ln": false, "lg": false, "exp": false,
        "arg": false, "deg": false, "dim": false, "hom": false, "ker": false,
        "det": true, "gcd": true, "lim": true, "liminf": true, "limsup": true, "max": true,
        "min": true, "sup": true, "inf": true, "Pr": true,
    ]

    /// Accents over (or under) their argument: the mark and whether it stretches.
    static let accents: [String: (mark: String, stretchy: Bool, under: Bool)] = [
        "hat": ("^", false, false), "widehat": ("^", true, false), "bar": ("ˉ", false, false),
        "overline": ("‾", true, false), "underline": ("‾", true, true), "vec": ("⃗", false, false),
        "dot": ("˙", false, false), "ddot": ("¨", false, false), "tilde": ("~", false, false),
        "widetilde": ("~", true, false), "acute": ("ˊ", false, false), "grave": ("ˋ", false, false),
        "breve": ("˘", false, false), "check": ("ˇ", false, false),
        "overrightarrow": ("→", true, false), "overleftarrow": ("←", true, false),
    ]

    /// Font commands and the `mathvariant` they give letters (`nil`: the default italic).
    static let fonts: [String: String?] = [
        "mathbb": "double-struck", "mathbf": "bold", "mathrm": "normal", "mathcal": "script",
        "mathit": nil, "mathsf": "sans-serif", "mathtt": "monospace", "mathfrak": "fraktur",
        "boldsymbol": "bold-italic",
    ]

    /// Text commands and the `mathvariant` of their `<mtext>`.
    static let textFonts: [String: String?] = [
        "text": nil, "textrm": nil, "textbf": "bold", "textit": "italic", "textsf": "sans-serif",
        "texttt": "monospace", "mbox": nil,
    ]

    /// Spacing commands: `<mspace width="…"/>`.
    static let spaces: [String: String] = [
        ",": "0.1667em", ":": "0.2222em", ">": "0.2222em", ";": "0.2778em", "!": "-0.1667em",
        "quad": "1em", "qquad": "2em", " ": "0.25em", "thinspace": "0.1667em",
        "enspace": "0.5em",
    ]

    /// `\big(`-style sizes.
    static let bigSizes: [String: String] = [
        "big": "1.2em", "bigl": "1.2em", "bigr": "1.2em", "Big": "1.8em", "Bigl": "1.8em",
        "Bigr": "1.8em", "bigg": "2.4em", "biggl": "2.4em", "biggr": "2.4em", "Bigg": "3em",
        "Biggl": "3em", "Biggr": "3em",
    ]
}
