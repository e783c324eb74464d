window.YTD.tweets.part1 = [
  {
    "tweet" : {
      "id_str" : "1005",
      "created_at" : "Mon Sep 12 09:30:00 +0000 2022",
      "full_text" : "@someone replying elsewhere, with a wrong entity",
      "in_reply_to_status_id_str" : "999",
      "entities" : { "user_mentions" : [ { "screen_name" : "someone", "indices" : [ "3", "9" ] } ] }
    }
  },
  {
    "tweet" : {
      "id_str" : "1001",
      "created_at" : "Sat Sep 10 01:52:13 +0000 2022",
      "full_text" : "duplicate"
    }
  }
]
