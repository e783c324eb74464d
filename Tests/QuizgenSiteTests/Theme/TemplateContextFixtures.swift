import QuizgenTestSupport

/// A small site with the optional values the example site lacks (page dates, paged sections and
/// terms, a subsection, a submission URL, a collector, an exam window and a roster with access
/// codes, a result with an essay
/// still to be marked, avatars, profiles, every kind of attachment, boosts,
/// replies to other sites, paging, published conversations, a post on the build clock's day two
/// years before; in the imported outbox, months before and after April 2024, sensitive media
/// without a warning, an image with its size and a public reply to a followers-only post), so
/// that every key an adapter can provide is recorded at least once.
enum TemplateContextFixtures {
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>\n"

    /// A parametric exam with two variants answered and a regrade record: the dashboard's
    /// facility by variant and its list of regraded questions. In `practice` mode, for the
    /// collector, which keeps a practice attempt's published variant (an exam's it draws).
    static func parametric(code: String, slug: String, practice: Bool = false) -> [String: String] {
        [
            "Content/banks/param.md": """
            ## Speed {#speed type=numeric unit=km/h}

            A train covers {d} km in {t} hours. How fast is it?

            ```parameters
            d = 100..300 step 10
            t = [2, 4, 5]
            ```

            - = d / t ± 1%
            """,
            "Content/exams/\(slug).yaml":
                "title: Variants\ncode: \(code)\n\(practice ? "mode: practice\n" : "")variants: 2\nquestions: [speed, rhine-source]\n",
            "Content/exams/\(slug).regrade.json": """
            {"format": "quizgen-regrade/1", "exam": "\(code)", "entries": [
              {"question": "rhine-source", "action": "full-credit", "from": "0", "to": "0",
               "applied_at": "2026-01-06T10:00:00Z"}]}
            """,
        ]
    }

    static var files: [String: String] {
        QuizFixtures.site(
            exam: QuizFixtures.examYAML.replacingOccurrences(
                of: "title: Midterm\n",
                with:
                    "title: Midterm\nsubmit_url: https://collect.example/submit\nopens: 2026-01-05T09:00:00Z\ncloses: 2026-01-05T11:00:00Z\n"
            ),
            extra: [
                "quizgen.yaml": """
                title: Context fixture
                base_url: https://fixture.example/
                page_size: 2
                collect:
                  url: https://collect.fixture.example/
                feeds:
                  campus:
                    title: Campus
                    publish_private: true
                  outbox:
                    title: Outbox
                    format: mastodon
                    source: imports/outbox

                """,
                // A roster with access codes: the start asks for the student id and the code.
                "Content/exams/midterm.roster.csv": "id,name,code\ns-1,Ana,ABCD-EFGH\n",
                "Content/submissions/var/one.json": """
                {"format": "quizgen-submission/1", "exam": "VAR", "examinee": "One", "variant": "1",
                 "answers": {"speed": "50"}}
                """,
                "Content/submissions/var/two.json": """
                {"format": "quizgen-submission/1", "exam": "VAR", "examinee": "Two", "variant": "2",
                 "answers": {"speed": "50 km/h"}}
                """,
                // A practice hand-in with wrong tries: the result page says what they cost.
                "Content/exams/drill.yaml":
                    "title: Drill\ncode: DRILL\nmode: practice\nquestions: [rhine-source]\n",
                "Content/submissions/drill/pia.json": """
                {"format": "quizgen-submission/1", "exam": "DRILL", "examinee": "Pia",
                 "answers": {"rhine-source": "true"}, "wrong_tries": {"rhine-source": 1}}
                """,
                // An essay without a mark: the result page says the grade is provisional.
                "Content/submissions/geo-mid/ana.json": """
                {"format": "quizgen-submission/1", "exam": "GEO-MID", "examinee": "Ana",
                 "answers": {"rhine-source": "true", "meander": "Because the bank erodes on the outside."}}
                """,
                "Content/pages/dated.md":
                    "---\ntitle: Dated\ndate: 2024-05-01\nlastmod: 2024-06-01\n---\nA page with a date.\n",
                // A section with more pages than page_size and a subsection; a term on three pages.
                "Content/pages/guides/_index.md":
                    "---\ntitle: Guides\ndescription: How-tos.\n---\nAll guides.\n",
                "Content/pages/guides/a.md":
                    "---\ntitle: A\ndate: 2024-05-01\ntags: [rivers]\n---\nA.\n",
                "Content/pages/guides/b.md":
                    "---\ntitle: B\ndate: 2024-05-02\ntags: [rivers]\n---\nB.\n",
                "Content/pages/guides/c.md":
                    "---\ntitle: C\ndate: 2024-05-03\ntags: [rivers]\n---\nC.\n",
                "Content/pages/guides/advanced/d.md": "---\ntitle: D\n---\nD.\n",
                "Content/feeds/campus/media/a.svg": svg,
                "Content/feeds/campus/users.json": """
                [
                  {"id": "ann", "username": "ann", "name": "Ann", "community": "Vienna", "bio": "Hi.",
                   "avatar": "media/a.svg", "url": "https://social.example/@ann",
                   "location": {"lat": 48.2, "lon": 16.37, "name": "Vienna"}},
                  {"id": "ben", "username": "ben", "name": "Ben", "bio": "Hello."}
                ]
                """,
                "Content/feeds/campus/posts.json": """
                [
                  {"id": "p1", "author": "ann", "time": "2024-04-01T10:00:00Z", "tags": ["rivers"],
                   "text": "A video: https://www.youtube.com/watch?v=dQw4w9WgXcQ", "url": "https://social.example/@ann/1",
                   "content_warning": "Spoilers", "location": {"lat": 48.2, "lon": 16.37, "name": "Vienna"},
                   "media": [{"path": "media/a.svg", "alt": "A dot", "type": "image/svg+xml"},
                             {"path": "media/gone.png", "alt": "", "type": "image/png"},
                             {"path": "media/photo.png", "alt": "A photo", "type": "image/png"}]},
                  {"id": "p2", "author": "ben", "time": "2024-04-02T10:00:00Z", "reply_to": "p1", "text": "Reply.",
                   "location": {"lat": 48.21, "lon": 16.38, "name": "Vienna"}},
                  {"id": "p3", "author": "ben", "time": "2024-04-03T10:00:00Z",
                   "text": "A clip.", "media": [{"url": "https://cdn.example/clip.mp4", "alt": "A clip", "type": "video/mp4"}]},
                  {"id": "p4", "author": "ann", "time": "2024-04-04T10:00:00Z", "visibility": "followers", "text": "Followers only."},
                  {"id": "p5", "author": "ben", "time": "2023-11-24T10:00:00Z", "text": "On this day (the build clock's)."}
                ]
                """,
                "Content/feeds/campus/comments.json": """
                [{"id": "c1", "post": "p1", "author": "ben", "time": "2024-04-01T11:00:00Z", "text": "Nice."},
                 {"id": "c2", "post": "p1", "author": "ann", "time": "2024-04-01T12:00:00Z", "text": "Thanks."}]
                """,
                "Content/feeds/campus/messages.json": """
                [{"id": "m1", "from": "ann", "to": "ben", "time": "2024-04-03T20:00:00Z", "text": "Hello Ben.",
                  "media": [{"path": "media/a.svg", "alt": "A dot", "type": "image/svg+xml"}]},
                 {"id": "m2", "from": "ben", "to": "ann", "time": "2024-04-03T20:05:00Z", "text": "Hello Ann.",
                  "media": [{"path": "media/gone.png", "alt": "", "type": "image/png"}]}]
                """,
                "imports/outbox/actor.json": """
                {"id": "https://masto.example/users/cat", "type": "Person", "preferredUsername": "cat", "name": "Cat",
                 "summary": "<p>Cats.</p>", "url": "https://masto.example/@cat"}
                """,
                "imports/outbox/outbox.json": """
                {"type": "OrderedCollection", "orderedItems": [
                  {"id": "https://masto.example/users/cat/statuses/1/activity", "type": "Create", "actor": "https://masto.example/users/cat",
                   "published": "2024-04-01T09:00:00Z", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [],
                   "object": {"id": "https://masto.example/users/cat/statuses/1", "type": "Note", "published": "2024-04-01T09:00:00Z",
                     "url": "https://masto.example/@cat/1", "attributedTo": "https://masto.example/users/cat",
                     "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [], "content": "<p>Meow</p>"}},
                  {"id": "https://masto.example/users/cat/statuses/2/activity", "type": "Announce", "actor": "https://masto.example/users/cat",
                   "published": "2024-04-02T09:00:00Z", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [],
                   "object": "https://other.example/users/dog/statuses/7"},
                  {"id": "https://masto.example/users/cat/statuses/3/activity", "type": "Create", "actor": "https://masto.example/users/cat",
                   "published": "2024-04-03T09:00:00Z", "to": ["https://masto.example/users/cat/followers"], "cc": [],
                   "object": {"id": "https://masto.example/users/cat/statuses/3", "type": "Note", "published": "2024-04-03T09:00:00Z",
                     "attributedTo": "https://masto.example/users/cat",
                     "to": ["https://masto.example/users/cat/followers"], "cc": [], "content": "<p>For followers</p>"}},
                  {"id": "https://masto.example/users/cat/statuses/4/activity", "type": "Create", "actor": "https://masto.example/users/cat",
                   "published": "2024-05-01T09:00:00Z", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [],
                   "object": {"id": "https://masto.example/users/cat/statuses/4", "type": "Note", "published": "2024-05-01T09:00:00Z",
                     "attributedTo": "https://masto.example/users/cat", "inReplyTo": "https://masto.example/users/cat/statuses/3",
                     "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [], "content": "<p>A public reply</p>"}},
                  {"id": "https://masto.example/users/cat/statuses/5/activity", "type": "Create", "actor": "https://masto.example/users/cat",
                   "published": "2024-03-01T09:00:00Z", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [],
                   "object": {"id": "https://masto.example/users/cat/statuses/5", "type": "Note", "published": "2024-03-01T09:00:00Z",
                     "attributedTo": "https://masto.example/users/cat", "sensitive": true,
                     "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [], "content": "<p>A photo</p>",
                     "attachment": [{"type": "Document", "mediaType": "image/jpeg", "url": "https://cdn.example/cat.jpg",
                                     "name": "A cat", "width": 640, "height": 480}]}}
                ]}
                """,
            ].merging(parametric(code: "VAR", slug: "var")) { _, new in new })
    }
}
