/// The JSON layouts pandas' `to_json()` writes besides rows: its default, orient='columns'
/// (`{"col": {"0": v, ...}}`), 'index', 'split' (`{"columns": [...], "index": [...], "data":
/// [[...]]}`), 'table' and 'values' (an array of arrays). A table is read from an array of row
/// objects or JSON Lines alone; such a file gets one line saying what it is and how to write
/// it, rather than a message about its first "value".
enum PandasJSONShape {
    /// What is wrong with a file in one of those layouts; nil for any other (a file that is
    /// not JSON at all is the reader's to name).
    static func problem(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var scanner = JSONScanner(bytes)
        scanner.skipBlanks()
        let shape: String
        switch scanner.peek() {
        case UInt8(ascii: "["):
            scanner.index += 1
            scanner.skipBlanks()
            guard scanner.peek() == UInt8(ascii: "[") else { return nil }
            shape = "an array of arrays, without column names (pandas' orient='values')"
        case UInt8(ascii: "{"):
            guard let found = objectShape(&scanner) else { return nil }
            shape = found
        default: return nil
        }
        return "\(shape); a table is read from an array of row objects (orient='records')"
            + " or JSON Lines (orient='records', lines=True)"
    }

    /// The layout of a file that is one object, from its keys and the kind of their values.
    private static func objectShape(_ scanner: inout JSONScanner) -> String? {
        var keys: Set<String> = []
        var allObjects = true
        var dataIsArray = false
        do {
            try scanner.object { scanner, key in
                keys.insert(key)
                scanner.skipBlanks()
                allObjects = allObjects && scanner.peek() == UInt8(ascii: "{")
                if key == "data" { dataIsArray = scanner.peek() == UInt8(ascii: "[") }
                try scanner.skipValue()
            }
            // One object a line is JSON Lines: its rows may hold objects, which are bad cells.
            try scanner.finish()
        } catch {
            return nil
        }
        if dataIsArray && keys.contains("columns") {
            return "pandas' orient='split' JSON (\"columns\", then \"data\": rows as arrays of values)"
        }
        if dataIsArray && keys.contains("schema") { return "pandas' orient='table' JSON (\"schema\" and \"data\")" }
        guard allObjects, !keys.isEmpty else { return nil }
        return "pandas' orient='columns' JSON (an object of columns, each an object of rows; or orient='index')"
    }
}
