/// One payment as the page shows it. Every field is optional: upstream sent items with fields
/// missing or of the wrong type, and a row with a dash beats a lost row.
public struct Payment: Sendable, Equatable {
    public var description: String?
    public var amount: DecimalText?
    public var currency: String?
    /// Unix SECONDS; nil when missing, 0, negative or unreadable.
    public var created: Int64?

    public init(description: String?, amount: DecimalText?, currency: String?, created: Int64?) {
        self.description = description
        self.amount = amount
        self.currency = currency
        self.created = created
    }
}

/// The payments the list held, and how many of its items could not be read at all.
public struct PaymentsList: Sendable, Equatable {
    public var payments: [Payment]
    public var skipped: Int

    public init(payments: [Payment], skipped: Int) {
        self.payments = payments
        self.skipped = skipped
    }
}
