import Foundation
import GRDB
import Storage

/// The feed as last fetched, in SQLite (`receipts.sqlite` in the cache folder), one account's
/// receipts apart from another's. Each page fetched is stored in one transaction: a process
/// killed mid-write loses only the page it was writing, never one committed before (SQLite rolls
/// the torn write back on next open). A feed fetched to its end also drops the receipts it no
/// longer holds. Laid out to be added up: each receipt's month, shop and total, each item's
/// name and sum, in columns of their own.
public final class ReceiptsCache: Sendable {
    public static let fileName = "receipts.sqlite"

    private let database: CacheDatabase
    public var path: String { database.path }

    public convenience init(directory: CacheDirectory) throws {
        try self.init(path: directory.file(Self.fileName))
    }

    public init(path: String) throws {
        database = try CacheDatabase(path: path, migrator: Self.migrator)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE receipt (
                        account TEXT NOT NULL,
                        id TEXT NOT NULL,
                        purchased_at INTEGER NOT NULL,
                        utc_offset INTEGER NOT NULL,
                        month TEXT NOT NULL,
                        shop TEXT,
                        address TEXT,
                        total INTEGER,
                        qr_code TEXT,
                        fetched_at REAL NOT NULL,
                        PRIMARY KEY (account, id));
                    CREATE INDEX receipt_by_time ON receipt (account, purchased_at DESC);
                    CREATE TABLE receipt_item (
                        account TEXT NOT NULL,
                        receipt_id TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        name TEXT NOT NULL,
                        price INTEGER,
                        quantity TEXT,
                        unit TEXT,
                        sum INTEGER,
                        PRIMARY KEY (account, receipt_id, position));
                    CREATE TABLE feed (
                        account TEXT PRIMARY KEY,
                        fetched_at REAL NOT NULL,
                        complete_at REAL);
                    """)
        }
        return migrator
    }

    /// How often `store` reports progress, in receipts.
    public static let progressStep = 10

    /// Stores one page of `account`'s feed, all or nothing. With `completesFeedStartedAt`, the
    /// page was the feed's last, fetched in a run that began then: receipts not fetched since
    /// are gone from the feed and leave the cache. `progress` is told every `progressStep`
    /// receipts written; if it throws, nothing of the page is kept.
    public func store(
        _ receipts: [Receipt], account: String, fetchedAt: Date, completesFeedStartedAt: Date? = nil,
        progress: (Int) throws -> Void = { _ in }
    ) throws {
        try database.write { db in
            let insertReceipt = try db.makeStatement(
                sql: """
                    INSERT OR REPLACE INTO receipt
                        (account, id, purchased_at, utc_offset, month, shop, address, total, qr_code, fetched_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            let insertItem = try db.makeStatement(
                sql: """
                    INSERT INTO receipt_item (account, receipt_id, position, name, price, quantity, unit, sum)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            for (index, receipt) in receipts.enumerated() {
                try insertReceipt.execute(arguments: [
                    account, receipt.id, receipt.purchasedAt, receipt.utcOffset, receipt.month.key,
                    receipt.shopName, receipt.address, receipt.total, receipt.qrCode,
                    fetchedAt.timeIntervalSince1970,
                ])
                try db.execute(
                    sql: "DELETE FROM receipt_item WHERE account = ? AND receipt_id = ?",
                    arguments: [account, receipt.id])
                for (position, item) in receipt.items.enumerated() {
                    try insertItem.execute(arguments: [
                        account, receipt.id, position, item.name, item.price, item.quantity, item.unit, item.sum,
                    ])
                }
                if (index + 1) % Self.progressStep == 0 { try progress(index + 1) }
            }
            var complete: Double?
            if let started = completesFeedStartedAt {
                let cutoff = started.timeIntervalSince1970
                try db.execute(
                    sql: """
                        DELETE FROM receipt_item WHERE account = ? AND receipt_id IN
                            (SELECT id FROM receipt WHERE account = ? AND fetched_at < ?)
                        """, arguments: [account, account, cutoff])
                try db.execute(
                    sql: "DELETE FROM receipt WHERE account = ? AND fetched_at < ?", arguments: [account, cutoff])
                complete = fetchedAt.timeIntervalSince1970
            }
            try db.execute(
                sql: """
                    INSERT INTO feed (account, fetched_at, complete_at) VALUES (?, ?, ?)
                    ON CONFLICT (account) DO UPDATE SET fetched_at = excluded.fetched_at,
                        complete_at = COALESCE(excluded.complete_at, feed.complete_at)
                    """, arguments: [account, fetchedAt.timeIntervalSince1970, complete])
        }
    }

    /// The account whose feed was stored last, for `--offline` without a session.
    public func latestAccount() throws -> String? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT account FROM feed ORDER BY fetched_at DESC LIMIT 1")
        }
    }

    /// `account`'s cached feed, newest first; nil when none was ever stored.
    public func load(account: String) throws -> CachedFeed? {
        try database.read { db -> CachedFeed? in
            guard let feed = try Row.fetchOne(db, sql: "SELECT * FROM feed WHERE account = ?", arguments: [account])
            else { return nil }
            var items: [String: [ReceiptItem]] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT * FROM receipt_item WHERE account = ? ORDER BY receipt_id, position",
                arguments: [account])
            {
                items[row["receipt_id"], default: []].append(
                    ReceiptItem(
                        name: row["name"], price: row["price"], quantity: row["quantity"], unit: row["unit"],
                        sum: row["sum"]))
            }
            let rows = try Row.fetchAll(
                db, sql: "SELECT * FROM receipt WHERE account = ? ORDER BY purchased_at DESC, id",
                arguments: [account])
            let oldest: Double? = try Double.fetchOne(
                db, sql: "SELECT MIN(fetched_at) FROM receipt WHERE account = ?", arguments: [account])
            let receipts = rows.map { row in
                Receipt(
                    id: row["id"], shopName: row["shop"], address: row["address"], purchasedAt: row["purchased_at"],
                    utcOffset: row["utc_offset"], total: row["total"], items: items[row["id"]] ?? [],
                    qrCode: row["qr_code"])
            }
            let fetched: Double = feed["fetched_at"]
            return CachedFeed(
                receipts: receipts, oldestFetch: Date(timeIntervalSince1970: oldest ?? fetched),
                completedAt: (feed["complete_at"] as Double?).map { Date(timeIntervalSince1970: $0) })
        }
    }

    /// `account`'s spending by month, shop and item (the `itemLimit` largest), added up by
    /// SQLite from the columns kept for it; nil when no feed of the account was ever stored.
    public func spending(account: String, itemLimit: Int) throws -> Spending? {
        try database.read { db -> Spending? in
            guard let feed = try Row.fetchOne(db, sql: "SELECT * FROM feed WHERE account = ?", arguments: [account])
            else { return nil }
            // A receipt's amount: the till's total, else its items' sum.
            let amount = """
                COALESCE(total, (SELECT SUM(i.sum) FROM receipt_item i
                    WHERE i.account = receipt.account AND i.receipt_id = receipt.id), 0)
                """
            func sums(_ sql: String, _ arguments: StatementArguments) throws -> [Spending.Sum] {
                try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                    Spending.Sum(key: row[0], kopecks: row[1], count: row[2])
                }
            }
            let byMonth = try sums(
                "SELECT month, SUM(\(amount)), COUNT(*) FROM receipt WHERE account = ? GROUP BY month ORDER BY month",
                [account])
            let byShop = try sums(
                """
                SELECT shop, SUM(\(amount)) AS spent, COUNT(*) FROM receipt WHERE account = ?
                GROUP BY shop ORDER BY spent DESC, shop
                """, [account])
            let byItem = try sums(
                """
                SELECT name, SUM(sum) AS spent, COUNT(*) FROM receipt_item WHERE account = ? AND sum IS NOT NULL
                GROUP BY name ORDER BY spent DESC, name LIMIT ?
                """, [account, itemLimit])
            let count = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM receipt WHERE account = ?", arguments: [account])
            let oldest = try Double.fetchOne(
                db, sql: "SELECT MIN(fetched_at) FROM receipt WHERE account = ?", arguments: [account])
            let fetched: Double = feed["fetched_at"]
            return Spending(
                byMonth: byMonth, byShop: byShop, byItem: byItem, receipts: count ?? 0,
                oldestFetch: Date(timeIntervalSince1970: oldest ?? fetched))
        }
    }

}

/// One account's receipts as the cache holds them.
public struct CachedFeed: Sendable, Equatable {
    public var receipts: [Receipt]
    /// When the oldest of them was fetched: the page says "from" then.
    public var oldestFetch: Date
    /// When a fetch last reached the feed's end, if one ever did.
    public var completedAt: Date?
}
