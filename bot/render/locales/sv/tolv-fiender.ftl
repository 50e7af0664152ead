## Tolv fiender (det offentliga bordet är symboler och siffror; det här är de få orden runt omkring)
game-tolv-fiender = Tolv fiender
rules-tolv-fiender = Tillsammans besegrar ni tolv fiender: fyra knektar (❤️ 20, ⚔️ 10), sedan fyra damer (❤️ 30, ⚔️ 15) och sist fyra kungar (❤️ 40, ⚔️ 20). På din tur spelar du ett kort (ess = 1, Kn 10, D 15, K 20), ett ess tillsammans med ett annat kort eller 2–4 kort av samma valör som tillsammans är högst 10 – eller står över, utom när alla andra stod över på sin senaste tur. Varje färg är en kraft som verkar på summan: ♥ lägger kort ur kasthögen tillbaka under leken 🍺, ♦ delar ut kort runt bordet, ♣ dubblar skadan, ♠ 🛡️ sänker fiendens slag. En fiende släcker kraften i sin egen färg 🔒 tills någon spelar en narr 🃏; den som spelade narren väljer vem som tar nästa tur, och under tiden får de andra säga 🙋 eller 🙅 – det enda någon får säga. Fäller du fienden på exakt rätt siffra läggs den nedvänd överst i leken; fäller du den med för mycket går den i kasthögen. Hur som helst slår den inte tillbaka, och du börjar direkt en ny tur mot nästa fiende. Annars slår fienden tillbaka ⚔️: betala med kort ett i taget tills slaget är täckt, annars förlorar bordet. Gör du ingenting på nittio sekunder när spelet väntar på dig räknas det som att du har lämnat din stol, och din hand går till kasthögen. I enmansspel: åtta kort och två narrar som var och en byter ut hela handen; en seger är 🥇 / 🥈 / 🥉 med 0 / 1 / 2 använda narrar.
tolv-say-go = Jag går gärna
tolv-say-rather-not = Helst inte
tolv-you-said = Du sa: { $wish }
tolv-result-victory = Alla fiender är besegrade: bordet vinner!
tolv-result-gold = Alla tolv besegrade utan narr: en guldseger!
tolv-result-silver = Alla tolv besegrade med en narr: en silverseger.
tolv-result-bronze = Alla tolv besegrade med båda narrarna: en bronsseger.
tolv-result-lost = Bordet förlorade efter { $count } { $count ->
    [one] besegrad fiende
   *[other] besegrade fiender
}, med { $name } på tur.
tolv-you-left = Din stol är tom: du har lämnat det här partiet.
tolv-your-turn = Din tur: spela eller stå över.
tolv-your-pay = Fienden slår tillbaka med { $amount }: välj kort ett i taget tills slaget är täckt.
tolv-choose-next = Välj vem som tar nästa tur.
tolv-wait-play = Väntar på att { $name } ska spela.
tolv-wait-pay = Väntar på att { $name } ska betala { $amount }.
tolv-wait-choose = { $name } väljer vem som tar nästa tur. Du kan säga 🙋 eller 🙅 med knapparna på bordet.
tolv-play = Spela
tolv-yield = Stå över
tolv-clear = Rensa
tolv-pay = Betala
tolv-covered = Täckt: tryck på Betala.
tolv-short = { $short } kvar att täcka.
tolv-cannot-cover = Hela din hand är värd { $value }: den räcker inte till slaget.
tolv-solo-jester = Narr ({ $count } kvar)
tolv-pv-damage = 🗡️ { $value } → 💥 { $damage } i skada
tolv-pv-blocked = 🔒 { $suit } gör ingenting: fienden släcker kraften i sin egen färg
tolv-pv-hearts = ♥ { $count } { $count ->
    [one] kort
   *[other] kort
} ur kasthögen läggs under leken
tolv-pv-diamonds = ♦ { $count } { $count ->
    [one] kort
   *[other] kort
} delas ut runt bordet
tolv-pv-spades = ♠ 🛡️ fiendens slag sjunker till { $attack } (−{ $amount })
tolv-pv-clubs = ♣ skadan dubblas
tolv-pv-exact = ☠️ Exakt rätt: nedvänd överst i leken; inget slag, du spelar igen
tolv-pv-defeat = ☠️ Fälld med för mycket: i kasthögen; inget slag, du spelar igen
tolv-pv-strike = ❤️ { $health } kvar; sedan slår den tillbaka med ⚔️ { $attack }
tolv-pv-jester = 🃏 Narren tar bort fiendens släckning 🔓: ingen skada, inget slag
tolv-pv-jester-spent = 🃏 Fiendens släckning är redan borttagen: ingen skada, inget slag
tolv-pv-choose = 👉 Sedan väljer du vem som tar nästa tur
error-wrong-step = { $awaiting ->
    [pay] Du måste betala slaget först.
    [choose_next] Du måste först välja vem som tar nästa tur.
   *[other] Du måste spela ett kort eller stå över först.
}
error-not-a-combo = Spela ett kort, ett ess med ett annat kort, eller 2–4 kort av samma valör som tillsammans är högst 10.
error-too-many-aces = Tre eller fyra ess är inget drag.
error-combo-too-high = Kort av samma valör får vara högst 10 tillsammans (de här blir { $total }).
error-jester-alone = En narr spelas alltid ensam.
error-yield-twice = Du får inte stå över två gånger i rad.
error-must-play = Alla andra stod över på sin senaste tur: någon måste spela.
error-payment-short = De här korten blir { $total }; slaget är { $due }.
error-already-covered = Slaget på { $due } är redan täckt: du får inte betala med fler kort.
error-say-not-open = Du får bara säga något medan den som spelade narren väljer vem som tar nästa tur.
error-chooser-cannot-say = Det är du som väljer: välj en spelare i stället.
error-not-solo = Narrarna vid sidan om finns bara när man spelar ensam.
error-no-jesters-left = Båda narrarna är redan använda.
error-no-cards = Välj minst ett kort först.
error-duplicate-card = Ett kort står med två gånger.
error-tolv-fiender-empty-hand = Utan kort på handen kan du bara använda en narr.

## Vad bordets symboler betyder; varningar före ett drag som förlorar; varför bordet förlorade
tolv-legend =
    👹 fienden: ❤️ liv · ⚔️ slag · 🛡️ spader mot den
    🔒 släcker kraften i sin egen färg · 🔓 släckningen borttagen (en narr 🃏)
    🗡️ kort spelade mot den · 💥 skada · ☠️ besegrad
    🏰 slottet: fiender som återstår · ⏭️ nästa valör
    🍺 leken (att dra ur) · 🔝 dess kända översta kort
    🪦 kasthögen · { $back } kort på hand
    ▶️ spelar · 💸 betalar ett slag · 👉 väljer vem som tar nästa tur
    🏳️ stod över senast · 🚪 har lämnat
    🙋 ”Jag går gärna” · 🙅 ”Helst inte”
    ⏱️ tid kvar att bestämma sig
    ♥ kort ur kasthögen tillbaka under leken · ♦ kort delas ut runt bordet
    ♠ sänker slaget · ♣ dubbel skada
    Σ kortens sammanlagda värde (på din hand)
    🏆 vann · 💀 förlorade · 🥇 🥈 🥉 segrar i enmansspel · 🃏 × narrar kvar
tolv-pv-loses = Med det här draget förlorar bordet.
tolv-warn-cannot-pay = Fienden skulle då slå tillbaka med { $attack }, och korten du behåller är värda { $value }: du kan inte täcka slaget, och bordet förlorar.
tolv-warn-empty-hand = Det här besegrar fienden med ditt sista kort: du skulle börja din nästa tur utan kort, och bordet förlorar.
tolv-warn-yield = Står du över slår fienden tillbaka med { $attack }, och din hand är värd { $value }: du kan inte täcka slaget, och bordet förlorar.
tolv-warn-no-cards-you = Fienden skulle då slå tillbaka med { $attack }, och din nästa tur skulle börja direkt, utan kort på hand: bordet förlorar.
tolv-warn-no-cards-next = Fienden skulle då slå tillbaka med { $attack }, och turen skulle gå till { $name }, som inte har några kort: bordet förlorar.
tolv-play-anyway = Spela ändå
tolv-yield-anyway = Stå över ändå
tolv-back = Tillbaka
tolv-result-cannot-pay = Bordet förlorade efter { $count } { $count ->
    [one] besegrad fiende
   *[other] besegrade fiender
}: { $name } kunde inte täcka ett slag på { $due } med en hand värd { $value }.
tolv-result-empty-hand = Bordet förlorade efter { $count } { $count ->
    [one] besegrad fiende
   *[other] besegrade fiender
}: { $name } hade inga kort när turen började.
