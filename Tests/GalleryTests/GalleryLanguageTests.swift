import Gallery
import XCTest

/// A page speaks one language: the gallery's note names the embedded demo server in the page's
/// language (issue 26: "фото: 120 · the embedded demo server · стр. 1 из 20").
final class GalleryLanguageTests: XCTestCase {
    func testTheNoteNamesTheDemoServerInThePagesLanguage() {
        let russian = GalleryStrings.of(.ru)
        XCTAssertEqual(
            russian.listNote(count: 120, videos: false, missing: 2, skipped: 0, source: russian.embeddedDemo),
            "фото: 120 · не загрузилось: 2 · встроенный демо-сервер")
        let english = GalleryStrings.of(.en)
        XCTAssertEqual(
            english.listNote(count: 1, videos: true, missing: 0, skipped: 0, source: english.embeddedDemo),
            "1 video · the embedded demo server")
    }
}
