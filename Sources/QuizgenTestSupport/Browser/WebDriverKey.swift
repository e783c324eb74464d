/// Keys for ``WebDriverSession/pressKey(_:)`` and ``WebElement/sendKeys(_:)``, as WebDriver codes.
///
/// The raw value is the character WebDriver expects: a private-use code point for special keys
/// (W3C WebDriver, "Keyboard actions"), the character itself for printable ones.
public enum WebDriverKey: String, Sendable, CaseIterable {
    case backspace = "\u{E003}"
    case tab = "\u{E004}"
    case enter = "\u{E007}"
    case shift = "\u{E008}"
    case escape = "\u{E00C}"
    case space = " "
    case arrowLeft = "\u{E012}"
    case arrowUp = "\u{E013}"
    case arrowRight = "\u{E014}"
    case arrowDown = "\u{E015}"
}
