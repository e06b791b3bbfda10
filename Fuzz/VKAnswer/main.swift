// The VK gallery's answers (`plot gallery photos|videos`): the envelope on any body gives the
// response object or a VKError; the lenient item decoders take any list and never lose count;
// every photo and video decoded can be drawn - a size chosen for a cell, the original found,
// its date and length written - without a trap.
import Foundation
import Input
import PlotCore

@testable import Gallery

/// VKClient.mobileUpOwnerID (the client itself needs NIO, which the fuzzers leave out).
private let ownerID = -128_666_765
private let cells = [Size(160, 160), Size(1, 1), Size(2400, 1600)]
private let dates = [
    GalleryDateText(language: .ru), GalleryDateText(language: .en, timeZone: TimeZone(identifier: "Asia/Kolkata")!),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    let response: [String: JSONValue]
    do {
        response = try VKAnswer.response(body)
    } catch let error as VKError {
        precondition(error.failureKind == .refused || error.failureKind == .malformed, "\(error)")
        _ = error.description
        return 0
    } catch {
        fatalError("VKAnswer threw \(error), not a VKError")
    }
    _ = VKItemDecoder.int(response["count"])
    guard case .array(let items)? = response["items"] else { return 0 }
    let photos = VKItemDecoder.photos(items)
    precondition(photos.photos.count + photos.skipped == items.count, "photos lost")
    for photo in GalleryList(items: photos.photos, skipped: photos.skipped, announced: items.count).newestFirst {
        draw(photo.sizes)
        for date in dates { _ = date.text(unixSeconds: photo.date) }
        _ = photo.link(ownerID: ownerID)
    }
    let videos = VKItemDecoder.videos(items, ownerID: ownerID)
    precondition(videos.videos.count + videos.skipped == items.count, "videos lost")
    for video in videos.videos {
        draw(video.previews)
        for date in dates { _ = date.text(unixSeconds: video.date) }
        _ = GalleryDateText.duration(video.duration)
        _ = video.link
    }
    return 0
}

/// What a page does with a picture's sizes: one chosen for each cell and fit, and the largest.
private func draw(_ variants: [ImageVariant]) {
    for variant in variants {
        precondition(!variant.url.isEmpty && variant.width >= 0 && variant.height >= 0, "\(variant)")
    }
    for cell in cells {
        for fit in ImageFit.allCases {
            let chosen = ImageVariant.choose(variants, covering: cell, fit: fit)
            precondition((chosen == nil) == variants.isEmpty, "no size chosen from \(variants.count)")
        }
    }
    precondition((ImageVariant.largest(variants) == nil) == variants.isEmpty)
}
