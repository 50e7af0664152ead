## Sänkpass
game-sankpass = Sänkpass
rules-sankpass = Sänkpass («senk og pass»): bli den første som blir kvitt alle kortene sine. Når det er din tur, må du legge nøyaktig ett kort på bunken; fargene betyr ingenting. Rekkefølge fra lavest til høyest: 2 … 10, Kn, D, K, ess, 🃏 (jokeren er høyest, over esset, og kan ikke brukes som et annet kort). Høyere enn det øverste kortet: ingenting skjer. Lavere: du senker – det er lov, men neste tur passer du automatisk. Samme valør som det øverste kortet: du taper. Legger du det siste kortet ditt, vinner du, med mindre det har samme valør som det øverste kortet. Snakk fritt ved bordet – du kan også vise hånden din til alle.
option-jokers = Jokere
option-decks = Kortstokker
option-deal = Utdeling
option-start_card = Startkort
option-on_match = Hvis noen legger samme valør
option-ace = Ess
option-reveal = Vis hender
optdesc-jokers = to per kortstokk, over esset, kan ikke brukes som et annet kort
optdesc-decks = auto: så få hele kortstokker som trengs for å dele ut alle hendene
optdesc-sankpass-hand_size = 10 som standard
optdesc-deal = tilfeldig: vanlig utdeling; samme valører: alle spillerne får nøyaktig de samme valørene
optdesc-start_card = snu ett kort for å starte bunken
optdesc-on_match = spillet slutter: den spilleren taper, og alle andre vinner; spilleren er ute: bare den spilleren er ute, de andre spiller videre
optdesc-ace = høyt: esset er alltid over kongen; spillerens valg: den som legger et ess, sier lavt (1) eller høyt
optdesc-reveal = spillerens valg: hver spiller kan vise eller skjule hånden sin; alle vises: alle hendene er åpne fra utdelingen; av: hendene holdes skjult
optval-random = tilfeldig
optval-fixed = samme valører
optval-end = spillet slutter
optval-eliminate = spilleren er ute
optval-high = høyt
optval-choice = spillerens valg
optval-all = alle vises
optval-off = av

# kortene og bunken
sank-ace-low = { $card } (lavt)
sank-ace-high = { $card } (høyt)
sank-pile = Bunken ({ $count } kort)
sank-pile-empty = tom – det første kortet kan være hva som helst
sank-top-mark = **{ $card }** ◀ øverst
sank-top = Øverste kort
sank-seat-line = { $mark }{ $name } – { $cards } kort
sank-seat-out = ❌ ute
sank-owes-pass = ⏭ må passe
sank-log = Trekk

# loggen
sank-ev-dealt = { $name } ga { $count } kort til hver spiller ({ $decks ->
    [one] én kortstokk
   *[other] { $decks } kortstokker
}).
sank-ev-start-card = Startkortet ble snudd: { $card }.
sank-ev-open = { $name } åpnet bunken med { $card }.
sank-ev-higher = { $name } la { $card } – høyere.
sank-ev-lower = ⬇️ { $name } senket med { $card } – passer neste tur.
sank-ev-match = 💥 { $name } la { $card } – samme valør som det øverste kortet!
sank-ev-passed = ⏭ { $name } må passe (automatisk).
sank-ev-revealed = 👁 { $name } viser hånden sin.
sank-ev-hidden = 🙈 { $name } skjuler hånden sin.
sank-ev-eliminated = ❌ { $name } er ute; { $count } kort tas ut av spillet.
sank-ev-left = 🚪 { $name } forlot bordet; { $count } kort tas ut av spillet.
sank-result-emptied = { $name } la det siste kortet sitt og vinner!
sank-result-matched = { $loser } la samme valør som det øverste kortet og taper. { $count ->
    [one] Vinner
   *[other] Vinnere
}: { $names }!
sank-result-last-player = { $name } er den siste som er igjen i spillet, og vinner!
sank-result-players-left = Alle andre har gått: { $name } vinner!

# visningen av hånden
sank-you-are-out = Du er ute av spillet.
sank-your-turn = Din tur: legg ett kort på { $top }.
sank-your-turn-open = Din tur: bunken er tom, legg hvilket kort du vil.
sank-you-owe-pass = ⏭ Du senket: neste tur passer du automatisk.
sank-hand-shown = Hånden din vises for bordet.
sank-hand-hidden = Hånden din er skjult.
sank-hand-shown-all = Alle hendene vises ved dette bordet.
sank-legend = ⬆️ høyere · ⬇️ senker: du passer neste tur · ⚠️ samme valør: taper
sank-legend-ace = ↕️ ess: du velger lavt eller høyt
sank-reveal = Vis hånden min
sank-hide = Skjul hånden min
sank-ace-question = Skal { $card } telle lavt (1, under 2) eller høyt (over K)?
sank-confirm-end = { $card } har samme valør som det øverste kortet { $top }: legger du det, taper du spillet. Vil du legge det likevel?
sank-confirm-eliminate = { $card } har samme valør som det øverste kortet { $top }: legger du det, er du ute av spillet. Vil du legge det likevel?
sank-confirm = Bekreft: legg { $card }

# avviste trekk (motorens koder)
error-ace-value-not-allowed = Ved dette bordet kan du ikke velge om { $card } teller lavt eller høyt.
error-ace-value-required = Si om { $card } teller lavt eller høyt.
error-eliminated = Du er ute av spillet.
error-reveal-off = Hender kan ikke vises ved dette bordet.
error-reveal-all = Alle hendene vises alltid ved dette bordet.
error-already-revealed = Hånden din vises allerede.
error-not-revealed = Hånden din vises ikke.

# hvorfor spillet sluttet, med de to kortene
sank-result-matched-cards = { $loser } la { $card } på { $top }, samme valør, og taper. { $count ->
    [one] Vinner
   *[other] Vinnere
}: { $names }!
