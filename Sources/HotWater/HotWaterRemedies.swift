/// How the program showing the messages spells what the user can do (for the CLI, its
/// commands and flags), filled into the messages' `{retry}`, `{showCert}`... placeholders:
/// the feature's own text names no flags.
public struct HotWaterRemedies: Sendable {
    /// Fetch again, with retries.
    public var retry: String
    /// Look at the certificate the service presents.
    public var showCertificate: String
    /// Trust a CA given as a file.
    public var trustCA: String
    /// Trust the service's key by its pin.
    public var pinKey: String
    /// The switch that draws from the cache alone.
    public var offline: String

    public init(retry: String, showCertificate: String, trustCA: String, pinKey: String, offline: String) {
        self.retry = retry
        self.showCertificate = showCertificate
        self.trustCA = trustCA
        self.pinKey = pinKey
        self.offline = offline
    }

    var values: [String: String] {
        ["retry": retry, "showCert": showCertificate, "caFile": trustCA, "pin": pinKey, "offline": offline]
    }
}
