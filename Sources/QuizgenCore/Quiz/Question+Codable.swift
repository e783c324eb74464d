extension Question {
    enum CodingKeys: String, CodingKey {
        case id, kind, text, explanation, hints, points, tags, category, location, baseFolder
        case parameters, variantValues
    }

    /// Reads a question; `hints` may be missing (snapshots frozen before questions had hints).
    ///
    /// - Throws: `DecodingError` when a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(String.self, forKey: .id)
        kind = try values.decode(QuestionKind.self, forKey: .kind)
        text = try values.decode(String.self, forKey: .text)
        explanation = try values.decodeIfPresent(String.self, forKey: .explanation)
        hints = try values.decodeIfPresent([String].self, forKey: .hints) ?? []
        points = try values.decode(Double.self, forKey: .points)
        tags = try values.decode([String].self, forKey: .tags)
        category = try values.decode(String.self, forKey: .category)
        location = try values.decode(SourceLocation.self, forKey: .location)
        baseFolder = try values.decode(String.self, forKey: .baseFolder)
        parameters = try values.decodeIfPresent(QuestionParameters.self, forKey: .parameters)
        variantValues = try values.decodeIfPresent(VariantValues.self, forKey: .variantValues)
    }
}
