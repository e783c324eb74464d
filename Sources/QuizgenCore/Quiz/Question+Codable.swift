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

    /// Writes a question; no `hints` key when it has none, so that a question without hints
    /// encodes as it did before hints existed: frozen snapshots' source hashes and question
    /// versions (hashes of the encoding) stay the same for every question without hints.
    ///
    /// - Throws: `EncodingError` when a value cannot be encoded.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(kind, forKey: .kind)
        try values.encode(text, forKey: .text)
        try values.encodeIfPresent(explanation, forKey: .explanation)
        if !hints.isEmpty { try values.encode(hints, forKey: .hints) }
        try values.encode(points, forKey: .points)
        try values.encode(tags, forKey: .tags)
        try values.encode(category, forKey: .category)
        try values.encode(location, forKey: .location)
        try values.encode(baseFolder, forKey: .baseFolder)
        try values.encodeIfPresent(parameters, forKey: .parameters)
        try values.encodeIfPresent(variantValues, forKey: .variantValues)
    }
}
