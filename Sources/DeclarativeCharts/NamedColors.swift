import PlotCore

/// SwiftUI's named colours in their light-mode system values, so `.foregroundStyle(.orange)`
/// reads as it does on iOS; and SwiftUI's `Color(red:green:blue:opacity:)` and `opacity(_:)`.
extension Color {
    /// SwiftUI's `.red`, #FF3B30.
    public static let red = Color(hex: 0xFF3B30)
    /// SwiftUI's `.orange`, #FF9500.
    public static let orange = Color(hex: 0xFF9500)
    /// SwiftUI's `.yellow`, #FFCC00.
    public static let yellow = Color(hex: 0xFFCC00)
    /// SwiftUI's `.green`, #34C759.
    public static let green = Color(hex: 0x34C759)
    /// SwiftUI's `.mint`, #00C7BE.
    public static let mint = Color(hex: 0x00C7BE)
    /// SwiftUI's `.teal`, #30B0C7.
    public static let teal = Color(hex: 0x30B0C7)
    /// SwiftUI's `.cyan`, #32ADE6.
    public static let cyan = Color(hex: 0x32ADE6)
    /// SwiftUI's `.blue`, #007AFF.
    public static let blue = Color(hex: 0x007AFF)
    /// SwiftUI's `.indigo`, #5856D6.
    public static let indigo = Color(hex: 0x5856D6)
    /// SwiftUI's `.purple`, #AF52DE.
    public static let purple = Color(hex: 0xAF52DE)
    /// SwiftUI's `.pink`, #FF2D55.
    public static let pink = Color(hex: 0xFF2D55)
    /// SwiftUI's `.brown`, #A2845E.
    public static let brown = Color(hex: 0xA2845E)
    /// SwiftUI's `.gray`, #8E8E93.
    public static let gray = Color(hex: 0x8E8E93)
    /// SwiftUI's `.clear`: nothing drawn.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// A colour of these components (0...1), as SwiftUI's `Color(red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// The colour at `opacity` of its own opacity, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        times(opacity: opacity)
    }
}
