/// Migration 3: attempts numbered per examinee. `examinee_key` is the name as the collector
/// compares names (``ExamineeKey``), `number` counts the examinee's attempts of the exam from 1;
/// the unique index keeps two collectors from giving one examinee the same attempt twice.
/// Attempts from before have neither (NULLs never clash) and count for nobody.
enum Migration0003 {
    static let sql = """
        ALTER TABLE attempts ADD COLUMN examinee_key TEXT;
        ALTER TABLE attempts ADD COLUMN number INTEGER;
        CREATE UNIQUE INDEX attempts_by_examinee ON attempts (exam, examinee_key, number);
        """
}
