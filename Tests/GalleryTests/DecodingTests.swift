import Foundation
import Input
import PlotCore
import Transport
import XCTest

@testable import Gallery

/// The answers read leniently, through the client, from a canned server (no network).
final class DecodingTests: XCTestCase {
    private static func array(_ text: String) throws -> [JSONValue] {
        guard case .array(let elements) = try JSONValue.parse(Array(text.utf8)) else { throw VKError.malformed(text) }
        return elements
    }

    func testNumbersAsStringsUnknownFieldsAndUnusableEntries() throws {
        let body = """
            {"response":{"count":"4","items":[
              {"id":"17","date":"1620216000","sizes":[{"type":"m","url":"https://a/m.jpg","width":"130","height":97},
                {"type":"x","url":"https://a/x.jpg","width":604,"height":453,"extra":true}],"likes":{"count":3}},
              {"id":18,"sizes":"not a list"},
              "not an object",
              {"date":5}
            ]}}
            """
        let items = try VKAnswer.response(Array(body.utf8))["items"]
        guard case .array(let items)? = items else { return XCTFail("no items") }
        let read = VKItemDecoder.photos(items)
        XCTAssertEqual(read.skipped, 2)
        XCTAssertEqual(read.photos.map(\.id), [17, 18])
        XCTAssertEqual(read.photos[0].date, 1_620_216_000)
        XCTAssertEqual(read.photos[0].sizes.map(\.width), [130, 604])
        XCTAssertEqual(read.photos[1].sizes, [], "a photo without sizes stays, to show a placeholder")
    }

    /// What the envelope says of each kind of body, word for word as before Input's parser read it.
    func testTheEnvelopeNamesWhatItGot() throws {
        let cases: [(body: String, error: VKError)] = [
            ("", .malformed("an empty answer")),
            ("<html>", .malformed("not JSON: <html>…")),
            ("5", .malformed("not JSON: 5…")),
            (#"{"response":{"items":[]}"#, .malformed("not JSON: {\"response\":{\"items\":[]}…")),
            ("[1]", .malformed("JSON that is not an object")),
            (#"{"error":"busy"}"#, .malformed("no response and no error in the answer")),
            (#"{"error":{"error_code":5,"error_msg":"expired"}}"#, .tokenRejected(message: "expired")),
            (#"{"error":{"error_code":"6","error_msg":""}}"#, .tooManyRequests(message: "no reason given")),
            (#"{"error":{"error_code":100}}"#, .refused(code: 100, message: "no reason given")),
        ]
        for (body, expected) in cases {
            XCTAssertThrowsError(try VKAnswer.response(Array(body.utf8)), body) {
                XCTAssertEqual($0 as? VKError, expected, body)
            }
        }
        let response = try VKAnswer.response(Array(#"{"response":{"count":2,"items":[{"id":true}]}}"#.utf8))
        XCTAssertEqual(VKItemDecoder.int(response["count"]), 2)
        XCTAssertEqual(VKItemDecoder.photos(VKItemDecoder.list(response["items"])).photos.map(\.id), [1], "true is 1")
    }

    func testVideosWithTheOlderPreviewFields() throws {
        let body = """
            [{"id":1,"owner_id":-5,"title":"  Old  ","duration":"61","photo_320":"https://a/320.jpg",
              "photo_800":"https://a/800.jpg"},
             {"id":2,"title":null,"image":[{"url":"https://a/p.jpg","width":1280,"height":720,"with_padding":1}],
              "player":"https://vk.com/video_ext.php?oid=-5&id=2&hash=ab"}]
            """
        let items = try Self.array(body)
        let read = VKItemDecoder.videos(items, ownerID: -9)
        XCTAssertEqual(read.videos.count, 2)
        XCTAssertEqual(read.videos[0].title, "Old")
        XCTAssertEqual(read.videos[0].duration, 61)
        XCTAssertEqual(read.videos[0].previews.map(\.width), [320, 800])
        XCTAssertEqual(read.videos[0].link, "https://vk.com/video-5_1")
        XCTAssertEqual(read.videos[1].ownerID, -9)
        XCTAssertTrue(read.videos[1].previews[0].padded)
        XCTAssertEqual(read.videos[1].link, "https://vk.com/video_ext.php?oid=-5&id=2&hash=ab")
    }

    /// Found reading the code behind Fuzz/VKAnswer (its 10^6 runs never made two such numbers):
    /// sides of 10^10 px made the area that orders a photo's sizes overflow, and the choice trap.
    /// A side beyond JPEG's 65,535 px is read as not given.
    func testAbsurdSidesAreNotSizes() throws {
        let body = """
            [{"id":1,"sizes":[{"type":"x","url":"https://a/x.jpg","width":1e10,"height":"10000000000"},
              {"type":"m","url":"https://a/m.jpg","width":130,"height":65536},
              {"type":"y","url":"https://a/y.jpg","width":807,"height":605}]}]
            """
        let items = try Self.array(body)
        let sizes = VKItemDecoder.photos(items).photos[0].sizes
        XCTAssertEqual(sizes.map(\.width), [0, 130, 807])
        XCTAssertEqual(sizes.map(\.height), [0, 0, 605])
        XCTAssertEqual(ImageVariant.choose(sizes, covering: Size(160, 160), fit: .cover)?.type, "y")
        XCTAssertEqual(ImageVariant.largest(sizes)?.type, "y")
    }
}
