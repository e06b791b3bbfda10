import Foundation
import XCTest

/// The README is the front door and docs/ the reference: every relative link and image in
/// README.md and docs/*.md names a file that exists, a `#anchor` names a heading of its target
/// (GitHub's slugs), and the README stays short enough to read to the end.
final class DocumentationLinksTests: XCTestCase {
    static let root = PlotProcess.packageRoot

    /// README.md and every docs/*.md, as paths from the package root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func read(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    func testTheReadmeIsAtMost300Lines() throws {
        let text = try Self.read("README.md")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        if text.hasSuffix("\n") { lines -= 1 }
        XCTAssertLessThanOrEqual(lines, 300, "README.md has \(lines) lines: move the reference into docs/")
    }

    func testEveryRelativeLinkResolves() throws {
        var problems: [String] = []
        var checked = 0
        var anchorsChecked = 0
        var headings: [String: Set<String>] = [:]
        for page in try Self.pages() {
            let base = (page as NSString).deletingLastPathComponent
            for link in try Markdown.links(in: Self.read(page)) {
                guard !Markdown.hasScheme(link) else { continue }
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let rawPath = String(parts[0])
                let anchor = parts.count > 1 ? String(parts[1]) : nil
                let target: String
                if rawPath.isEmpty {
                    target = page
                } else {
                    let decoded = rawPath.removingPercentEncoding ?? rawPath
                    let joined = base.isEmpty ? decoded : base + "/" + decoded
                    target = Markdown.normalized(joined)
                }
                if target.hasPrefix("../") {
                    problems.append("\(page): \(link) leaves the package")
                    continue
                }
                // A folder is a link GitHub shows as well as a file.
                guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path) else {
                    problems.append("\(page): \(link): no file \(target)")
                    continue
                }
                guard let anchor, target.hasSuffix(".md") else { continue }
                anchorsChecked += 1
                if headings[target] == nil { headings[target] = try Markdown.anchors(in: Self.read(target)) }
                let wanted = (anchor.removingPercentEncoding ?? anchor).lowercased()
                if !(headings[target] ?? []).contains(wanted) {
                    problems.append("\(page): \(link): \(target) has no heading #\(anchor)")
                }
            }
        }
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
        // The scanner found the links it should have (README.md alone holds dozens).
        XCTAssertGreaterThan(checked, 40)
        XCTAssertGreaterThan(anchorsChecked, 20)
    }

    /// The slug rule and the scanner, on cases of their own.
    func testTheScannerReadsLinksAsGitHubDoes() {
        XCTAssertEqual(Markdown.slug("The `plot hot-water` command"), "the-plot-hot-water-command")
        XCTAssertEqual(Markdown.slug("`plot grid`: a contact sheet of images"), "plot-grid-a-contact-sheet-of-images")
        XCTAssertEqual(Markdown.slug("Dates and times"), "dates-and-times")
        XCTAssertEqual(Markdown.slug("Графики: отключения_воды"), "графики-отключения_воды")
        let text = """
            # Title
            See [a](one.md#title), ![b](img/b.png "its title") and [c](<two words.md>).
            `[not](a-link.md)` and ``[nor](this.md)``
            ```
            [nor](in-a-fence.md)
            # not a heading
            ```
            [d](https://example.com) [e](#title)
            [ref]: three.md
            ## Title
            ### The `plot` command ###
            """
        XCTAssertEqual(
            Markdown.links(in: text),
            ["one.md#title", "img/b.png", "two words.md", "https://example.com", "#title", "three.md"])
        XCTAssertEqual(Markdown.anchors(in: text), ["title", "title-1", "the-plot-command"])
        XCTAssertTrue(Markdown.hasScheme("https://example.com"))
        XCTAssertTrue(Markdown.hasScheme("mailto:someone@example.com"))
        XCTAssertFalse(Markdown.hasScheme("docs/CLI.md#exit-status"))
        XCTAssertEqual(Markdown.normalized("docs/../Goldens/./a.png"), "Goldens/a.png")
        XCTAssertEqual(Markdown.normalized("docs/../../x.md"), "../x.md")
    }
}

/// Just enough of CommonMark to find link destinations and headings: fenced code blocks and code
/// spans hold neither.
enum Markdown {
    /// The text's lines, those of fenced code blocks left empty.
    static func outsideFences(_ text: String) -> [String] {
        var lines: [String] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if let open = fence {
                if indent < 4, trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first || $0 == " " }) {
                    fence = nil
                }
                lines.append("")
                continue
            }
            if indent < 4, let marker = trimmed.first, marker == "`" || marker == "~" {
                let run = trimmed.prefix { $0 == marker }
                if run.count >= 3 {
                    fence = String(run)
                    lines.append("")
                    continue
                }
            }
            lines.append(String(line))
        }
        return lines
    }

    /// The text's lines, fenced code blocks left empty and code spans blanked.
    static func prose(_ text: String) -> [String] {
        withoutCodeSpans(outsideFences(text).joined(separator: "\n")).components(separatedBy: "\n")
    }

    /// Code spans (a run of backticks to the next run of the same length, within a paragraph)
    /// replaced by blanks; a run with no closing one is plain text.
    static func withoutCodeSpans(_ text: String) -> String {
        let chars = Array(text)
        var out: [Character] = []
        var i = 0
        while i < chars.count {
            guard chars[i] == "`" else {
                out.append(chars[i])
                i += 1
                continue
            }
            var runEnd = i
            while runEnd < chars.count, chars[runEnd] == "`" { runEnd += 1 }
            let length = runEnd - i
            var j = runEnd
            var close: Int?
            while j < chars.count {
                if chars[j] == "\n", j + 1 < chars.count, chars[j + 1] == "\n" { break }
                if chars[j] == "`" {
                    var k = j
                    while k < chars.count, chars[k] == "`" { k += 1 }
                    if k - j == length {
                        close = k
                        break
                    }
                    j = k
                } else {
                    j += 1
                }
            }
            if let close {
                for c in chars[i..<close] { out.append(c == "\n" ? "\n" : " ") }
                i = close
            } else {
                out.append(contentsOf: chars[i..<runEnd])
                i = runEnd
            }
        }
        return String(out)
    }

    /// Every link's and image's destination: inline `[text](dest "title")`, `![alt](dest)`, and
    /// reference definitions `[label]: dest`.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        for line in prose(text) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("["), let close = trimmed.range(of: "]:") {
                let label = trimmed[trimmed.index(after: trimmed.startIndex)..<close.lowerBound]
                if !label.isEmpty, !label.contains("]") {
                    let rest = trimmed[close.upperBound...].drop { $0 == " " }
                    let dest = rest.prefix { $0 != " " }
                    if !dest.isEmpty {
                        found.append(unbracketed(String(dest)))
                        continue
                    }
                }
            }
            let chars = Array(line)
            var i = 0
            while i + 1 < chars.count {
                guard chars[i] == "]", chars[i + 1] == "(" else {
                    i += 1
                    continue
                }
                var j = i + 2
                while j < chars.count, chars[j] == " " { j += 1 }
                var dest = ""
                if j < chars.count, chars[j] == "<" {
                    j += 1
                    while j < chars.count, chars[j] != ">" {
                        dest.append(chars[j])
                        j += 1
                    }
                } else {
                    var depth = 0
                    while j < chars.count, chars[j] != " " {
                        if chars[j] == "(" { depth += 1 }
                        if chars[j] == ")" {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        dest.append(chars[j])
                        j += 1
                    }
                }
                if !dest.isEmpty { found.append(dest) }
                i = j
            }
        }
        return found
    }

    static func unbracketed(_ dest: String) -> String {
        dest.hasPrefix("<") && dest.hasSuffix(">") ? String(dest.dropFirst().dropLast()) : dest
    }

    /// A URL with a scheme (`https:`, `mailto:`), not a path in the repository.
    static func hasScheme(_ link: String) -> Bool {
        guard let colon = link.firstIndex(of: ":"), let first = link.first, first.isASCII, first.isLetter else {
            return false
        }
        return link[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    /// `a/./b/../c` as `a/c`; `..` past the start kept.
    static func normalized(_ path: String) -> String {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The anchors of a page's ATX headings, as GitHub makes them: the second heading of the same
    /// slug gets `-1`, the third `-2`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in outsideFences(text) {
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count < 4 else { continue }
            let hashes = trimmed.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count) else { continue }
            let rest = trimmed.dropFirst(hashes.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { continue }
            var title = rest.trimmingCharacters(in: .whitespaces)
            // A closing run of #s is not part of the heading.
            let closing = title.reversed().prefix { $0 == "#" }.count
            if closing > 0, closing == title.count || title.dropLast(closing).last == " " {
                title = String(title.dropLast(closing)).trimmingCharacters(in: .whitespaces)
            }
            let base = slug(title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }

    /// GitHub's rule: the heading's text (a link's text, no backticks), lowercase; letters, marks,
    /// numbers, `_`, `-` and spaces kept, every other character removed; spaces to `-`.
    static func slug(_ heading: String) -> String {
        var text = ""
        let chars = Array(heading)
        var i = 0
        while i < chars.count {
            // [text](destination) reads as its text.
            if chars[i] == "]", i + 1 < chars.count, chars[i + 1] == "(",
                let close = chars[(i + 2)...].firstIndex(of: ")")
            {
                i = close + 1
                continue
            }
            text.append(chars[i])
            i += 1
        }
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark,
                .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            default:
                if scalar == "-" || scalar == " " { slug.append("-") }
            }
        }
        return slug
    }
}
