window.YTD.tweets.part0 = [
  {
    "tweet" : {
      "id_str" : "1001",
      "id" : "1001",
      "created_at" : "Sat Sep 10 01:52:13 +0000 2022",
      "full_text" : "Q&amp;A 📺 #quiz time with @Ann_B: see https://t.co/abc123 https://t.co/media1",
      "favorite_count" : "3",
      "retweet_count" : "0",
      "entities" : {
        "hashtags" : [ { "text" : "quiz", "indices" : [ "10", "15" ] } ],
        "user_mentions" : [ { "screen_name" : "Ann_B", "name" : "Ann", "id_str" : "7", "indices" : [ "26", "32" ] } ],
        "urls" : [ { "url" : "https://t.co/abc123", "expanded_url" : "https://example.org/quiz?a=1&b=2", "display_url" : "example.org/quiz?a=1…", "indices" : [ "38", "57" ] } ],
        "media" : [ { "url" : "https://t.co/media1", "indices" : [ "58", "77" ], "type" : "photo", "media_url_https" : "https://pbs.twimg.com/media/AbCdEf.jpg" } ]
      },
      "extended_entities" : {
        "media" : [
          { "url" : "https://t.co/media1", "indices" : [ "58", "77" ], "type" : "photo", "media_url_https" : "https://pbs.twimg.com/media/AbCdEf.jpg", "ext_alt_text" : "a quiz card" },
          { "url" : "https://t.co/media1", "indices" : [ "58", "77" ], "type" : "video", "media_url_https" : "https://pbs.twimg.com/thumb/Gone.jpg",
            "video_info" : { "variants" : [ { "bitrate" : "256000", "content_type" : "video/mp4", "url" : "https://video.twimg.com/v/low.mp4?tag=1" }, { "bitrate" : "832000", "content_type" : "video/mp4", "url" : "https://video.twimg.com/v/high.mp4?tag=1" }, { "content_type" : "application/x-mpegURL", "url" : "https://video.twimg.com/v/pl.m3u8" } ] } }
        ]
      }
    }
  },
  {
    "tweet" : {
      "id_str" : "1003",
      "created_at" : "Sun Sep 11 08:00:00 +0200 2022",
      "full_text" : "@quizfan answer: 4 &lt; 5\nnext line <script>",
      "in_reply_to_status_id_str" : "1001",
      "entities" : { "hashtags" : [ ], "urls" : [ ], "user_mentions" : [ { "screen_name" : "quizfan", "indices" : [ "0", "8" ] } ] }
    }
  },
  {
    "id_str" : "1002",
    "created_at" : "Sat Sep 10 12:00:00 +0000 2022",
    "full_text" : "RT @Ann_B: Great quiz today &amp; tomorrow…",
    "entities" : { "user_mentions" : [ { "screen_name" : "Ann_B", "indices" : [ "3", "9" ] } ] }
  },
  {
    "tweet" : {
      "id_str" : "1004",
      "created_at" : "2022-09-12",
      "full_text" : "bad date"
    }
  }
]
