window.YTD.account.part0 = [
  {
    "account" : {
      "createdVia" : "web",
      "username" : "quizfan",
      "accountId" : "42",
      "createdAt" : "2015-03-30T10:38:02.103Z",
      "accountDisplayName" : "Quiz Fan"
    }
  }
]
