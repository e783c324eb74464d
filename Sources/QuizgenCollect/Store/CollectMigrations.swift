import GRDB

/// The store's schema, version by version: one numbered file per migration
/// (`Migrations/Migration0001.swift`, ...). A migration, once released, never changes; a new
/// one is added instead. GRDB records which ran in `grdb_migrations`.
enum CollectMigrations {
    /// Every migration, in order: identifier and SQL.
    static let all: [(id: String, sql: String)] = [
        ("0001-attempts-and-submissions", Migration0001.sql),
        ("0002-settings", Migration0002.sql),
        ("0003-attempts-per-examinee", Migration0003.sql),
        ("0004-drafts", Migration0004.sql),
        ("0005-attempt-student-and-start-key", Migration0005.sql),
        ("0006-teachers-console", Migration0006.sql),
        ("0007-attempt-variants", Migration0007.sql),
        ("0008-submission-practice", Migration0008.sql),
        ("0009-draft-practice", Migration0009.sql),
    ]

    /// A migrator that applies `all` in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in all {
            let sql = migration.sql
            migrator.registerMigration(migration.id) { db in try db.execute(sql: sql) }
        }
        return migrator
    }
}
