/// Rewrites two spellings ArgumentParser cannot take as they are:
/// - `--smooth` has an optional value: a bare `--smooth` becomes `--smooth=monotone`
///   (`--smooth catmull-rom` is joined as `--smooth=catmull-rom`);
/// - a negative number after an option (`--y-range -5:5`, `--zoom -2`) would read as a flag,
///   so it is joined to its option (`--y-range=-5:5`) and then checked like any value.
enum ArgumentNormalizer {
    static let defaultSmoothing = "monotone"

    static func normalize(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let next = index + 1 < arguments.endIndex ? arguments[index + 1] : nil
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument == "--smooth" {
                // The command takes no positional arguments: a word after --smooth is its value,
                // and a wrong one gets the list of kinds.
                if let next, !next.hasPrefix("-") {
                    result.append("--smooth=\(next)")
                    index += 2
                } else {
                    result.append("--smooth=\(defaultSmoothing)")
                    index += 1
                }
                continue
            }
            if argument.hasPrefix("--"), !argument.contains("="), let next, isNegativeNumber(next) {
                result.append("\(argument)=\(next)")
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// "-2", "-0.5", "-.5", "-5:5", "-3,2".
    private static func isNegativeNumber(_ text: String) -> Bool {
        let rest = text.dropFirst()
        guard text.hasPrefix("-"), let first = rest.first else { return false }
        return first.isNumber || (first == "." && rest.dropFirst().first?.isNumber == true)
    }
}
