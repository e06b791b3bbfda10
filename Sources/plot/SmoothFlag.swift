/// `--smooth` takes an optional value (`--smooth` or `--smooth=catmull-rom`), which
/// ArgumentParser cannot express: a bare `--smooth` is rewritten to `--smooth=monotone`.
enum SmoothFlag {
    static let defaultKind = "monotone"

    static func normalize(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument == "--smooth" {
                let next = index + 1 < arguments.endIndex ? arguments[index + 1] : nil
                if let next, SmoothKind(rawValue: next) != nil {
                    result.append("--smooth=\(next)")
                    index += 2
                    continue
                }
                result.append("--smooth=\(defaultKind)")
            } else {
                result.append(argument)
            }
            index += 1
        }
        return result
    }
}
