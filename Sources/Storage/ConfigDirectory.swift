/// Where PlotKit keeps its settings and tokens: `$XDG_CONFIG_HOME/plotkit`, or
/// `~/.config/plotkit` when XDG_CONFIG_HOME is unset, empty or relative (the XDG Base
/// Directory specification says to ignore a relative one).
public enum ConfigDirectory {
    public static func path(environment: [String: String]) throws -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return join(xdg, "plotkit")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw StorageError("cannot tell where to keep the token: set XDG_CONFIG_HOME or HOME")
        }
        return join(join(home, ".config"), "plotkit")
    }

    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
