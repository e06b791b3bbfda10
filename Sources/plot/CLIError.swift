/// A failure the CLI reports as one line, with the exit status it ends in.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    let status: ExitStatus

    init(_ description: String, status: ExitStatus) {
        self.description = description
        self.status = status
    }
}
