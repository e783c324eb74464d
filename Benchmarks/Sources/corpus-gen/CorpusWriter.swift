import Foundation

/// Writes a generated corpus as two sites with the same Markdown: one for quizgen, one for Hugo.
struct CorpusWriter {
    /// The folder that receives `quizgen/` and `hugo/`.
    let root: URL
    /// The sites to write, of ``sites``.
    var sites: Set<String> = Set(Self.sites)

    /// The names of the three sites, each a folder of `root`.
    static let sites = ["quizgen", "quizgen-minimal", "hugo"]

    /// Writes the three sites with `count` pages: `quizgen/` with the default theme, as
    /// `quizgen init` leaves a site (no Templates/), `quizgen-minimal/` with minimal templates and
    /// no taxonomies (like the Hugo site, whose taxonomy, RSS, sitemap and 404 kinds are off), and
    /// `hugo/`. Every page lives in the `posts` section of each.
    func writeSites(count: Int) throws {
        let quizgen = root.appendingPathComponent("quizgen")
        let minimal = root.appendingPathComponent("quizgen-minimal")
        let hugo = root.appendingPathComponent("hugo")
        try write(quizgen, "quizgen.yaml", "title: Corpus\nbase_url: /\npage_size: 50\n")
        try write(
            minimal, "quizgen.yaml", "title: Corpus\nbase_url: /\npage_size: 50\ntaxonomies: {}\n")
        for site in [quizgen, minimal] {
            try write(site, "Content/index.md", "---\ntitle: Corpus\n---\n\nA generated corpus.\n")
        }
        try write(
            minimal, "Templates/layout.mustache",
            "<!doctype html>\n<title>{{$title}}{{/title}}</title>\n{{$content}}{{/content}}\n")
        try write(
            minimal, "Templates/page.mustache",
            "<!doctype html>\n<title>{{page.title}}</title>\n<h1>{{page.title}}</h1>\n{{{page.content}}}\n"
        )
        try write(
            minimal, "Templates/home.mustache",
            "<!doctype html>\n<title>{{page.title}}</title>\n<h1>{{page.title}}</h1>\n{{{page.content}}}\n"
        )
        try write(
            minimal, "Templates/section.mustache",
            "<!doctype html>\n<title>{{page.title}}</title>\n<h1>{{page.title}}</h1>\n{{{page.content}}}\n"
        )
        try write(
            hugo, "hugo.toml",
            """
            baseURL = "/"
            title = "Corpus"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
            [markup.highlight]
            codeFences = false

            """)
        try write(hugo, "content/_index.md", "---\ntitle: Corpus\n---\n\nA generated corpus.\n")
        try write(
            hugo, "layouts/_default/baseof.html",
            "<!doctype html>\n{{ block \"main\" . }}{{ end }}\n")
        try write(
            hugo, "layouts/_default/single.html",
            "{{ define \"main\" }}<title>{{ .Title }}</title>\n<h1>{{ .Title }}</h1>\n{{ .Content }}\n{{ end }}\n"
        )
        try write(
            hugo, "layouts/_default/list.html",
            "{{ define \"main\" }}<title>{{ .Title }}</title>\n<h1>{{ .Title }}</h1>\n{{ .Content }}\n{{ end }}\n"
        )
        let folders = [
            (quizgen, "Content/pages/posts"), (minimal, "Content/pages/posts"),
            (hugo, "content/posts"),
        ].filter { sites.contains($0.0.lastPathComponent) }.map {
            $0.0.appendingPathComponent($0.1)
        }
        for folder in folders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for number in 1...count {
            let page = CorpusPage(number: number)
            let data = Data(page.text().utf8)
            for folder in folders {
                try data.write(to: folder.appendingPathComponent(page.fileName))
            }
        }
    }

    private func write(_ site: URL, _ path: String, _ text: String) throws {
        guard sites.contains(site.lastPathComponent) else { return }
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
