import ArgumentParser

/// What `--url` names for one service, and the flag its commands took before `--url`.
protocol ServiceAddressKind {
    /// `--url`'s help: what the address is, with an example.
    static var help: String { get }
    /// The older spelling (`base-url`, `api-url`): still taken, shown only by `--help-hidden`.
    static var oldFlag: String { get }
}

/// `--url URL`: where the service is, for every command that talks to one; without it, a demo
/// server started inside the command. The service's older spelling works the same.
struct ServiceAddress<Kind: ServiceAddressKind>: ParsableArguments {
    @Option(name: .customLong("url"), help: ArgumentHelp(Kind.help, valueName: "url"))
    var newSpelling: String?

    @Option(
        name: .customLong(Kind.oldFlag),
        help: ArgumentHelp("The older name of --url.", valueName: "url", visibility: .hidden))
    var oldSpelling: String?

    /// The address given, under either name; nil for the embedded demo server.
    var url: String? { newSpelling ?? oldSpelling }

    /// The flag as typed, for a message that asks to drop it.
    var flagGiven: String? {
        if newSpelling != nil { return "--url" }
        return oldSpelling != nil ? "--\(Kind.oldFlag)" : nil
    }

    func validate() throws {
        if newSpelling != nil && oldSpelling != nil {
            throw ValidationError("--url and --\(Kind.oldFlag) are the same address: give --url alone")
        }
    }
}
