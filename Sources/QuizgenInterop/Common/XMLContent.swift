/// A piece of an element's content.
enum XMLContent {
    case text(String)
    case element(XMLTree)
}
