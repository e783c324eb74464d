window.YTD.tweets.part0 = [
  {
    "tweet": {
      "id_str": "1",
      "id": "1",
      "full_text": "Hello",
      "created_at": "Monެ�� 12 09:30000 +0000 2022",
      "entities": {
        "hashtags": [],
        "user_mentions": [],
        "urls": []
      }
    }
  }
]
