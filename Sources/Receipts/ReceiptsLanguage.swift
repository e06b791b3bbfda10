/// The language of the receipts' pages; messages on the terminal are English, as every command's.
public enum ReceiptsLanguage: String, CaseIterable, Sendable {
    case ru
    case en
}
