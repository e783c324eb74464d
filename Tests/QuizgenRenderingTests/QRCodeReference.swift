import Foundation
import Testing

@testable import QuizgenRendering

/// One input of `Fixtures/QRCode/` with the reference encoder's matrix for it (see the README
/// there for how the files were made).
struct QRCodeReferenceCase: Sendable, CustomTestStringConvertible {
    var name: String
    var ecc: QRCode.ErrorCorrection
    /// `nil` for the automatic choice.
    var mask: Int?
    var text: String
    var modules: [[Bool]]

    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/QRCode")

    /// Every case of the folder, by name; a file that does not parse is a case with no modules,
    /// which fails its test.
    static let all: [QRCodeReferenceCase] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { file in
            let text =
                (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            return parse(name: String(file.dropLast(4)), text ?? "")
        }
    }()

    static func parse(name: String, _ file: String) -> QRCodeReferenceCase {
        var fields: [String: String] = [:]
        var rows: [[Bool]] = []
        var inHeader = true
        for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
            if inHeader {
                if line.isEmpty {
                    inHeader = false
                } else if let colon = line.firstIndex(of: ":") {
                    let value = line[line.index(after: colon)...]
                    fields[String(line[..<colon])] = String(value.dropFirst())
                }
            } else if !line.isEmpty {
                rows.append(line.map { $0 == "1" })
            }
        }
        return QRCodeReferenceCase(
            name: name, ecc: QRCode.ErrorCorrection(rawValue: fields["ecc"] ?? "") ?? .medium,
            mask: fields["mask"].flatMap { Int($0) }, text: fields["text"] ?? "", modules: rows)
    }
}
