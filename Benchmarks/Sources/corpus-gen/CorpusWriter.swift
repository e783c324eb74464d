import Foundation

/// Writes a generated corpus as two sites with the same Markdown: one for quizgen, one for Hugo.
struct CorpusWriter {
    /// The folder that receives `quizgen/` and `hugo/`.
    let root: URL

    /// Writes both sites with `count` pages.
    func writeSites(count: Int) throws {
        let quizgen = root.appendingPathComponent("quizgen")
        let hugo = root.appendingPathComponent("hugo")
        try write(quizgen, "quizgen.yaml", "title: Corpus\nbase_url: /\n")
        try write(quizgen, "Content/index.md", "---\ntitle: Corpus\n---\n\nA generated corpus.\n")
        try write(quizgen, "Templates/layout.mustache", "<!doctype html>\n<title>{{$title}}{{/title}}</title>\n{{$content}}{{/content}}\n")
        try write(quizgen, "Templates/page.mustache", "<!doctype html>\n<title>{{page.title}}</title>\n<h1>{{page.title}}</h1>\n{{{page.content}}}\n")
        try write(quizgen, "Templates/home.mustache", "<!doctype html>\n<title>{{page.title}}</title>\n<h1>{{page.title}}</h1>\n{{{page.content}}}\n")
        try write(hugo, "hugo.toml", """
            baseURL = "/"
            title = "Corpus"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
            [markup.highlight]
            codeFences = false

            """)
        try write(hugo, "content/_index.md", "---\ntitle: Corpus\n---\n\nA generated corpus.\n")
        try write(hugo, "layouts/_default/baseof.html", "<!doctype html>\n{{ block \"main\" . }}{{ end }}\n")
        try write(hugo, "layouts/_default/single.html", "{{ define \"main\" }}<title>{{ .Title }}</title>\n<h1>{{ .Title }}</h1>\n{{ .Content }}\n{{ end }}\n")
        try write(hugo, "layouts/_default/list.html", "{{ define \"main\" }}<title>{{ .Title }}</title>\n<h1>{{ .Title }}</h1>\n{{ .Content }}\n{{ end }}\n")
        let quizgenPages = quizgen.appendingPathComponent("Content/pages")
        let hugoPages = hugo.appendingPathComponent("content/posts")
        try FileManager.default.createDirectory(at: quizgenPages, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: hugoPages, withIntermediateDirectories: true)
        for number in 1...count {
            let page = CorpusPage(number: number)
            let data = Data(page.text().utf8)
            try data.write(to: quizgenPages.appendingPathComponent(page.fileName))
            try data.write(to: hugoPages.appendingPathComponent(page.fileName))
        }
    }

    private func write(_ site: URL, _ path: String, _ text: String) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
