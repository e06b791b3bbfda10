import Foundation

extension Color {
    /// The colour at `opacity` (0...1) of its own opacity; as it is for nil.
    package func times(opacity: Double?) -> Color {
        guard let opacity else { return self }
        return Color(red: red, green: green, blue: blue, alpha: alpha * min(max(opacity, 0), 1))
    }

    /// #RRGGBB, for messages.
    package var hexText: String {
        let bytes = [red, green, blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", bytes[0], bytes[1], bytes[2])
    }
}
