game-finns-i-sjon = Finns i sjön
game-go-fish = Go Fish
rules-finns-i-sjon = Svensk Go Fish (»finns i sjön« betyder »den er i søen«). Saml sæt af fire. I din tur spørger du en anden spiller om en værdi, du selv har mindst ét kort af. Har spilleren nogen, skal spilleren give dig dem alle, og du spørger igen; ellers siger spilleren »Finns i sjön!«: du trækker et kort fra søen, og din tur er slut, uanset hvad du trækker. Alle hører hvert spørgsmål: lyt og husk. Har du ingen kort på hånden, trækker du fra søen, når det bliver din tur. Spillet slutter, når alle 13 sæt er lagt ned; flest sæt vinder.
rules-go-fish = Go Fish efter de danske regler. Saml sæt af fire. Spørg en spiller, der har kort, om en værdi, du selv har. Har spilleren den, får du alle kortene og spørger igen; ellers siger spilleren »Gå fisk!«: træk et kort fra trækbunken, og er det den værdi, du spurgte om, viser du det og spørger igen. Spillet slutter, så snart en hånd eller trækbunken er tom; flest sæt vinder. Varianter (spilindstillinger): spørg om ét bestemt kort; spil videre, til alle 13 sæt er lagt ned.
option-hand_size = Kort pr. spiller
option-history = Bordets hukommelse
option-ask_mode = Spørg om
option-ask_own_card = Må spørge om eget kort
option-play_on = Spil videre, til alle sæt er lagt ned
optdesc-hand_size = auto: reglernes antal (7 kort hver ved et lille bord, ellers 5)
optdesc-history = seneste omgang: trækkene siden den, der står for tur, havde sin forrige tur; alle træk: hele spillet
optdesc-ask_mode = en værdi: alle kort af en værdi; et kort: ét bestemt kort
optdesc-ask_own_card = et lovligt bluff: spørgsmålet mislykkes altid, og din tur er slut
optdesc-play_on = spillet slutter ikke, når en hånd eller trækbunken er tom
optval-recent = seneste omgang
optval-full = alle træk
optval-rank = en værdi
optval-card = et kort
fish-stock-finns-i-sjon = Søen
fish-stock-go-fish = Trækbunken
fish-seat-line = { $mark }{ $name } – { $cards } kort · sæt: { $books }
your-books = Dine sæt
pick-player = Hvem spørger du?
player-with-cards = { $name } ({ $count } kort)
ask = Spørg
ev-asked = { $name } spurgte { $target } om { $ranks }.
ev-asked-card = { $name } spurgte { $target } om { $card }.
ev-gave = { $name } gav { $target } { $count } { $ranks }.
ev-no-finns-i-sjon = { $name }: »Finns i sjön!«
ev-no-go-fish = { $name }: »Gå fisk!«
ev-drew = { $name } trak et kort.
ev-showed = { $name } trak { $card }, viste det og spørger igen.
ev-book = 📚 { $name } lagde et sæt af fire { $ranks } ned.
ev-skipped = { $name } har ingen kort, og der er intet at trække: turen går videre.
ev-no-one-to-ask = Ingen andre har kort: { $name } trækker et kort.
ev-left = { $name } forlod bordet.
ev-turn = – { $name } –
error-ask-yourself = Du kan ikke spørge dig selv.
error-unknown-player = Den spiller sidder ikke ved bordet.
error-player-left = { $target } har forladt bordet.
error-empty-hand = { $target } har ingen kort, så du kan ikke spørge vedkommende.
error-card-required = Vælg et bestemt kort at spørge om.
error-rank-required = Vælg en værdi at spørge om.
error-own-card = Du må ikke spørge om et kort, du selv har.
error-rank-not-held = Du kan kun spørge om en værdi, du selv har.
error-card-not-allowed = I dette spil spørger du om en værdi, ikke et kort.
error-rank-not-allowed = I dette spil spørger du om et bestemt kort, ikke en værdi.

## Resultater (issue 13: den, der forlader bordet, taber)
fish-seat-left = (har forladt bordet: sættene tæller ikke)
fish-result = { $count ->
    [one] { $names } vinder med { $books } sæt!
   *[other] Delt sejr med { $books } sæt hver: { $names }!
}
fish-result-players-left = { $names } vinder: alle andre har forladt bordet.

## Seneste omgang på bordet, én linje pr. spørgsmål; spørg med et eller to tryk
fish-latest-round = Seneste omgang
fish-q-got = { $name } spurgte { $target } om { $what }: fik { $count }.
fish-q-miss-finns-i-sjon = { $name } spurgte { $target } om { $what }: »Finns i sjön!«{ $drew ->
    [yes] {" "}– trak et kort.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } spurgte { $target } om { $what }: »Gå fisk!«{ $drew ->
    [yes] {" "}– trak et kort.
   *[no] {""}
}
fish-your-turn-pick = Din tur: vælg, hvem du spørger, og tryk så på et kort for at spørge om dets værdi.
fish-your-turn-rank = Din tur: tryk på et kort for at spørge { $target } om dets værdi.
fish-your-turn-card-rank = Din tur: tryk på et kort for værdien, så på det kort, du spørger { $target } om.
fish-your-turn-card = Hvilket kort spørger du { $target } om? (grønt)
fish-back = Tilbage
