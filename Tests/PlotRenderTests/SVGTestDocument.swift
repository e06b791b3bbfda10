import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG file read back by Foundation's XML parser, as any reader of it would: its elements in
/// document order, each with its attributes, its text and the elements it sits in.
struct SVGTestDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The names and attributes of the elements it is inside, outermost first.
        var ancestors: [(name: String, attributes: [String: String])]

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    var elements: [Element] = []

    /// Fails the test (and throws) when the bytes are not well-formed XML.
    init(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = reader
        let parsed = parser.parse()
        XCTAssertTrue(parsed, "not well-formed: \(String(describing: parser.parserError))", file: file, line: line)
        guard parsed else { throw XCTSkip("not XML") }
        elements = reader.done
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    private final class Reader: NSObject, XMLParserDelegate {
        /// Indexes into `done` of the elements not yet ended.
        var open: [Int] = []
        var done: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let ancestors = open.map { (name: done[$0].name, attributes: done[$0].attributes) }
            open.append(done.count)
            done.append(Element(name: name, attributes: attributes, ancestors: ancestors))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { done[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }
    }
}
