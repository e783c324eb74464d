/// A piece of an element's content.
enum SourceXMLContent {
    case text(String)
    case element(SourceXMLElement)
}
