import Foundation

/// Golden pictures must not depend on the machine's fonts: the tests point fontconfig at a
/// private configuration holding only DejaVu (fonts-dejavu-core) with hinting off.
public enum FontPinning {
    nonisolated(unsafe) private static var installed = false

    public static let fontsConf = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/truetype/dejavu</dir>
          <cachedir>\(NSTemporaryDirectory())plotkit-fontconfig-cache</cachedir>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
        </fontconfig>
        """

    /// Call before the first text is measured: fontconfig reads its configuration once.
    public static func install() {
        guard !installed else { return }
        installed = true
        let path = NSTemporaryDirectory() + "plotkit-fonts.conf"
        _ = FileManager.default.createFile(atPath: path, contents: Data(fontsConf.utf8))
        setenv("FONTCONFIG_FILE", path, 1)
    }
}
