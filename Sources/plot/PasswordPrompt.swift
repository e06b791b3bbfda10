import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Asks for a password on the terminal with echo off, as sudo and ssh do: through /dev/tty,
/// so it works while standard input and output are redirected. Ctrl-C puts echo back.
enum PasswordPrompt {
    /// The terminal and its settings while echo is off, for the signal handler to restore.
    nonisolated(unsafe) private static var restore: (descriptor: Int32, settings: termios)?

    static let maxLength = 4096

    static func read(prompt: String) throws -> String {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else {
            throw CLIError("no terminal to ask for the password on: pipe it in with --password-stdin", status: .usage)
        }
        defer { close(descriptor) }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw CLIError("cannot turn off echo on the terminal: use --password-stdin", status: .usage)
        }
        write(prompt, to: descriptor)
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO)
        restore = (descriptor, settings)
        signal(SIGINT, restoreAndExit)
        signal(SIGTERM, restoreAndExit)
        tcsetattr(descriptor, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(descriptor, TCSAFLUSH, &settings)
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            restore = nil
            // The Enter the user typed was not echoed either.
            write("\n", to: descriptor)
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count <= maxLength {
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 || byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        guard bytes.count <= maxLength else {
            throw CLIError("password longer than \(maxLength) bytes", status: .usage)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// From standard input: everything up to the end, one trailing line break removed.
    static func readStandardInput() -> String {
        var text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        // "\r\n" is one Character in Swift: strip scalars, so CRLF goes as a whole.
        var scalars = text.unicodeScalars
        if scalars.last == "\n" { scalars.removeLast() }
        if scalars.last == "\r" { scalars.removeLast() }
        text = String(scalars)
        return text
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    private static let restoreAndExit: @convention(c) (Int32) -> Void = { signal in
        if var (descriptor, settings) = PasswordPrompt.restore {
            tcsetattr(descriptor, TCSANOW, &settings)
            _ = Glibc.write(descriptor, "\n", 1)
        }
        _exit(128 + signal)
    }
}
