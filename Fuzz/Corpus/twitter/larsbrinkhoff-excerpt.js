window.YTD.tweet.part0 = [
  {
    "tweet": {
      "retweeted": false,
      "source": "<a href=\"http://twitter.com\" rel=\"nofollow\">Twitter Web Client</a>",
      "entities": {
        "hashtags": [],
        "symbols": [],
        "user_mentions": [
          {
            "name": "Greg #SexWorkIsWork",
            "screen_name": "gregsapphyre",
            "indices": [
              "0",
              "13"
            ],
            "id_str": "806326133981638657",
            "id": "806326133981638657"
          }
        ],
        "urls": [
          {
            "url": "https://t.co/zkJskeisBp",
            "expanded_url": "https://github.com/PDP-10/its/blob/master/doc/DDT.md",
            "display_url": "github.com/PDP-10/its/blo\u2026",
            "indices": [
              "18",
              "41"
            ]
          }
        ]
      },
      "display_text_range": [
        "0",
        "41"
      ],
      "favorite_count": "0",
      "in_reply_to_status_id_str": "813774560122249217",
      "id_str": "826354801738969088",
      "in_reply_to_user_id": "806326133981638657",
      "truncated": false,
      "retweet_count": "0",
      "id": "826354801738969088",
      "in_reply_to_status_id": "813774560122249217",
      "possibly_sensitive": false,
      "created_at": "Tue Jan 31 09:01:52 +0000 2017",
      "favorited": false,
      "full_text": "@gregsapphyre Try https://t.co/zkJskeisBp",
      "lang": "und",
      "in_reply_to_screen_name": "gregsapphyre",
      "in_reply_to_user_id_str": "806326133981638657"
    }
  },
  {
    "tweet": {
      "retweeted": false,
      "source": "<a href=\"http://twitter.com\" rel=\"nofollow\">Twitter Web Client</a>",
      "entities": {
        "hashtags": [],
        "symbols": [],
        "user_mentions": [
          {
            "name": "Steve Gibson",
            "screen_name": "SGgrc",
            "indices": [
              "0",
              "6"
            ],
            "id_str": "140162079",
            "id": "140162079"
          },
          {
            "name": "bweech",
            "screen_name": "bweech",
            "indices": [
              "7",
              "14"
            ],
            "id_str": "18520498",
            "id": "18520498"
          }
        ],
        "urls": []
      },
      "display_text_range": [
        "0",
        "42"
      ],
      "favorite_count": "0",
      "in_reply_to_status_id_str": "449564277821542400",
      "id_str": "826353848868548612",
      "in_reply_to_user_id": "140162079",
      "truncated": false,
      "retweet_count": "0",
      "id": "826353848868548612",
      "in_reply_to_status_id": "449564277821542400",
      "created_at": "Tue Jan 31 08:58:05 +0000 2017",
      "favorited": false,
      "full_text": "@SGgrc @bweech We consider it a mainframe.",
      "lang": "en",
      "in_reply_to_screen_name": "SGgrc",
      "in_reply_to_user_id_str": "140162079"
    }
  },
  {
    "tweet": {
      "retweeted": false,
      "source": "<a href=\"http://twitter.com\" rel=\"nofollow\">Twitter Web Client</a>",
      "entities": {
        "hashtags": [],
        "symbols": [],
        "user_mentions": [
          {
            "name": "David Newbury",
            "screen_name": "workergnome",
            "indices": [
              "0",
              "12"
            ],
            "id_str": "12659072",
            "id": "12659072"
          }
        ],
        "urls": [
          {
            "url": "https://t.co/1Ja5i6S1Ag",
            "expanded_url": "https://upload.wikimedia.org/wikipedia/commons/8/8b/Arpanet_logical_map%2C_march_1977_PDP-10.png",
            "display_url": "upload.wikimedia.org/wikipedia/comm\u2026",
            "indices": [
              "40",
              "63"
            ]
          }
        ]
      },
      "display_text_range": [
        "0",
        "63"
      ],
      "favorite_count": "0",
      "in_reply_to_status_id_str": "807704855276122114",
      "id_str": "809730959092436993",
      "in_reply_to_user_id": "12659072",
      "truncated": false,
      "retweet_count": "0",
      "id": "809730959092436993",
      "in_reply_to_status_id": "807704855276122114",
      "possibly_sensitive": false,
      "created_at": "Fri Dec 16 12:04:39 +0000 2016",
      "favorited": false,
      "full_text": "@workergnome Did someone post this yet? https://t.co/1Ja5i6S1Ag",
      "lang": "en",
      "in_reply_to_screen_name": "workergnome",
      "in_reply_to_user_id_str": "12659072"
    }
  },
  {
    "tweet": {
      "retweeted": false,
      "source": "<a href=\"http://twitter.com\" rel=\"nofollow\">Twitter Web Client</a>",
      "entities": {
        "hashtags": [],
        "symbols": [],
        "user_mentions": [
          {
            "name": "deane_barker",
            "screen_name": "gadgetopia",
            "indices": [
              "0",
              "11"
            ],
            "id_str": "16446529",
            "id": "16446529"
          },
          {
            "name": "David Newbury",
            "screen_name": "workergnome",
            "indices": [
              "12",
              "24"
            ],
            "id_str": "12659072",
            "id": "12659072"
          },
          {
            "name": "Larry Garfield",
            "screen_name": "Crell",
            "indices": [
              "25",
              "31"
            ],
            "id_str": "21524871",
            "id": "21524871"
          }
        ],
        "urls": []
      },
      "display_text_range": [
        "0",
        "110"
      ],
      "favorite_count": "0",
      "in_reply_to_status_id_str": "807886901193621504",
      "id_str": "809684531653513216",
      "in_reply_to_user_id": "16446587",
      "truncated": false,
      "retweet_count": "0",
      "id": "809684531653513216",
      "in_reply_to_status_id": "807886901193621504",
      "created_at": "Fri Dec 16 09:00:10 +0000 2016",
      "favorited": false,
      "full_text": "@gadgetopia @workergnome @Crell I believe the MIT nodes are the Multics machine, and the Dynamic Modeling ITS.",
      "lang": "en",
      "in_reply_to_screen_name": "deane_barker",
      "in_reply_to_user_id_str": "16446587"
    }
  }
]
