window.YTD.tweets.part2 = [
  { "tweet" : { "id_str" : "1006", "created_at" : "Mon Sep 12 09:30:00 +0000 2022" "full_text" : "missing comma" } }
]
