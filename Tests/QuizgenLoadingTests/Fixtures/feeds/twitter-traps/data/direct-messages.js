window.YTD.direct_messages.part0 = [
  {
    "dmConversation" : {
      "conversationId" : "42-7",
      "messages" : [
        {
          "messageCreate" : {
            "recipientId" : "42",
            "urls" : [ { "url" : "https://t.co/Zz9", "expanded" : "https://example.org/quiz/1", "display" : "example.org/quiz/1" } ],
            "text" : "Here: https://t.co/Zz9 &amp; good luck",
            "mediaUrls" : [ "https://ton.twitter.com/dm/42-7/5001/card.png" ],
            "senderId" : "7",
            "id" : "5002",
            "createdAt" : "2022-01-01T12:00:01.500Z"
          }
        },
        {
          "messageCreate" : {
            "recipientId" : "7",
            "text" : "Do you have the quiz?",
            "mediaUrls" : [ ],
            "senderId" : "42",
            "id" : "5001",
            "createdAt" : "2022-01-01T12:00:00.123Z"
          }
        },
        { "reactionCreate" : { "senderId" : "7", "reactionKey" : "like", "createdAt" : "2022-01-01T12:00:02.000Z" } },
        {
          "messageCreate" : {
            "recipientId" : "7",
            "text" : "when?",
            "senderId" : "42",
            "id" : "5003",
            "createdAt" : "01/01/2022"
          }
        }
      ]
    }
  }
]
