game-finns-i-sjon = Finns i sjön (svensk fisk)
game-go-fish = Gå fisk
rules-finns-i-sjon = Saml stik på fire. På din tur spørger du en anden spiller om en værdi, du selv har. Har de nogen, giver de dig dem alle, og du spørger igen; ellers siger de "finns i sjön", du trækker fra søen, og din tur er slut, uanset hvad du trækker. Alle spørgsmål høres af alle: lyt og husk. Med tom hånd trækker du fra søen. Spillet slutter, når alle 13 stik ligger; flest stik vinder.
rules-go-fish = Saml stik på fire. Spørg en spiller, der har kort, om en værdi, du har. Har de den, får du dem alle og fortsætter; ellers: "Gå fisk" — træk, og trækker du den værdi, du spurgte om, viser du den og fortsætter. Spillet slutter, når en hånd eller bunken er tom; flest stik vinder. Varianter: spørg om et bestemt kort; spil videre, til alle 13 stik ligger.
option-hand_size = Kort pr. hånd
option-history = Bordets hukommelse
option-ask_mode = Spørg om
option-ask_own_card = Må spørge om eget kort
option-play_on = Spil videre, til alle stik ligger
optdesc-hand_size = auto giver 7 ved små borde, ellers 5
optdesc-history = recent viser trækkene siden den aktuelle spillers forrige tur; full gemmer alle spørgsmål
optdesc-ask_mode = en værdi, eller et bestemt kort
optdesc-ask_own_card = et lovligt bluff, der altid mislykkes
optdesc-play_on = spillet slutter ikke på tom hånd eller tom bunke
optval-recent = seneste
optval-full = alt
optval-rank = en værdi
optval-card = et kort
fish-stock-finns-i-sjon = Søen
fish-stock-go-fish = Trækbunken
fish-seat-line = { $mark }{ $name } — { $cards } kort · stik: { $books }
your-books = Dine stik
your-turn-ask = Din tur: vælg en spiller og hvad du spørger om.
pick-player = Spørg hvem?
pick-rank = Om hvilken værdi?
pick-suit = Hvilket kort?
player-with-cards = { $name } ({ $count } kort)
ask = Spørg
ev-asked = { $name } spurgte { $target } om { $rank }'ere.
ev-asked-card = { $name } spurgte { $target } om { $rank }.
ev-gave = { $name } gav { $target } { $count } × { $rank }.
ev-no-finns-i-sjon = { $name }: "Finns i sjön!"
ev-no-go-fish = { $name }: "Gå fisk!"
ev-drew = { $name } trak et kort.
ev-showed = { $name } trak og viste { $card } — og fortsætter.
ev-book = 📚 { $name } lagde stikket med { $rank }'ere.
ev-skipped = { $name } har ingen kort og intet at trække: turen går videre.
ev-no-one-to-ask = Ingen andre har kort: { $name } fisker.
ev-left = { $name } forlod bordet.
ev-turn = — { $name } —
error-ask-yourself = Du kan ikke spørge dig selv.
error-unknown-player = Den spiller sidder ikke ved bordet.
error-player-left = { $target } har forladt bordet.
error-empty-hand = { $target } har ingen kort at spørge om.
error-card-required = Vælg et bestemt kort at spørge om.
error-rank-required = Vælg en værdi at spørge om.
error-own-card = Du må ikke spørge om et kort, du selv har.
error-rank-not-held = Du kan kun spørge om en værdi, du selv har.
error-card-not-allowed = I dette spil spørger du om en værdi, ikke et kort.
error-rank-not-allowed = I dette spil spørger du om et bestemt kort, ikke en værdi.

## Seneste runde på bordet, én linje pr. spørgsmål; spørg med et eller to tryk
fish-latest-round = Seneste runde
fish-q-got = { $name } spurgte { $target } om { $kind ->
    [card] { $rank }
   *[rank] { $rank }'ere
}: fik { $count }.
fish-q-miss-finns-i-sjon = { $name } spurgte { $target } om { $kind ->
    [card] { $rank }
   *[rank] { $rank }'ere
}: "Finns i sjön!"{ $drew ->
    [yes] {" "}— trak et kort.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } spurgte { $target } om { $kind ->
    [card] { $rank }
   *[rank] { $rank }'ere
}: "Gå fisk!"{ $drew ->
    [yes] {" "}— trak et kort.
   *[no] {""}
}
fish-your-turn-pick = Din tur: vælg, hvem du spørger, og tryk så på en værdi.
fish-your-turn-rank = Din tur: tryk på en værdi for at spørge { $target } om den (vælg en anden spiller ovenfor).
fish-your-turn-card-rank = Din tur: tryk på en værdi og så på det kort, du spørger { $target } om.
fish-your-turn-card = Hvilken { $rank } spørger du { $target } om?
fish-back = Tilbage
