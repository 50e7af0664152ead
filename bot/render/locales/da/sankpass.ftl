## Sänkpass
game-sankpass = Sänkpass
rules-sankpass = Bliv den første, der kommer af med alle sine kort. I din tur skal du lægge præcis ét kort på bunken; kulørerne betyder intet. Rækkefølge fra lavest til højest: 2 … 10, B, D, K, es, 🃏 (jokeren er højest, over esset, og kan ikke bruges som et andet kort). Højere end det øverste kort: der sker ingenting. Lavere: du sænker – det er tilladt, men din næste tur bliver automatisk et pas. Samme værdi som det øverste kort: du taber. Lægger du dit sidste kort, vinder du, medmindre det har samme værdi som det øverste kort. Snak frit ved bordet – du må også vise din hånd til alle.
option-jokers = Jokere
option-decks = Dæk
option-deal = Uddeling
option-start_card = Startkort
option-on_match = Hvis nogen lægger samme værdi
option-ace = Esser
option-reveal = Vis hænder
optdesc-jokers = to pr. dæk, over esset, kan ikke bruges som et andet kort
optdesc-decks = auto: så få hele dæk, som der skal til for at give alle deres kort
optdesc-sankpass-hand_size = 10 som standard
optdesc-deal = tilfældig: almindelig uddeling; samme værdier: alle spillere får præcis de samme værdier
optdesc-start_card = vend ét kort op som start på bunken
optdesc-on_match = spillet slutter: den spiller taber, og alle andre vinder; spilleren er ude: kun den spiller er ude, de andre spiller videre
optdesc-ace = højt: esset er altid over kongen; spillerens valg: den, der lægger et es, siger lavt (1) eller højt
optdesc-reveal = spillerens valg: hver spiller må vise eller skjule sin hånd; alle vises: alle hænder er åbne fra given; fra: hænderne forbliver skjulte
optval-random = tilfældig
optval-fixed = samme værdier
optval-end = spillet slutter
optval-eliminate = spilleren er ude
optval-high = højt
optval-choice = spillerens valg
optval-all = alle vises
optval-off = fra

# cards and the pile
sank-ace-low = { $card } (lavt)
sank-ace-high = { $card } (højt)
sank-pile = Bunken ({ $count } kort)
sank-pile-empty = tom – det første kort må være hvad som helst
sank-top-mark = **{ $card }** ◀ øverst
sank-top = Øverste kort
sank-seat-line = { $mark }{ $name } – { $cards } kort
sank-seat-out = ❌ ude
sank-owes-pass = ⏭ skal melde pas
sank-log = Træk

# the log
sank-ev-dealt = { $name } gav { $count } kort til hver spiller ({ $decks ->
    [one] ét dæk
   *[other] { $decks } dæk
}).
sank-ev-start-card = Startkortet blev vendt op: { $card }.
sank-ev-open = { $name } åbnede bunken med { $card }.
sank-ev-higher = { $name } lagde { $card } – højere.
sank-ev-lower = ⬇️ { $name } sænkede med { $card } – melder pas næste tur.
sank-ev-match = 💥 { $name } lagde { $card } – samme værdi som det øverste kort!
sank-ev-passed = ⏭ { $name } skal melde pas (automatisk).
sank-ev-revealed = 👁 { $name } viser sin hånd.
sank-ev-hidden = 🙈 { $name } skjuler sin hånd.
sank-ev-eliminated = ❌ { $name } er ude; { $count } kort forlader spillet.
sank-ev-left = 🚪 { $name } forlod bordet; { $count } kort forlader spillet.
sank-result-emptied = { $name } lagde sit sidste kort og vinder!
sank-result-matched = { $loser } lagde samme værdi som det øverste kort og taber. { $count ->
    [one] Vinder
   *[other] Vindere
}: { $names }!
sank-result-last-player = { $name } er den sidste tilbage i spillet og vinder!
sank-result-players-left = Alle andre er gået: { $name } vinder!

# the hand view
sank-you-are-out = Du er ude af spillet.
sank-your-turn = Din tur: læg ét kort på { $top }.
sank-your-turn-open = Din tur: bunken er tom, læg hvilket kort du vil.
sank-you-owe-pass = ⏭ Du sænkede: din næste tur bliver automatisk et pas.
sank-hand-shown = Din hånd vises for bordet.
sank-hand-hidden = Din hånd er skjult.
sank-hand-shown-all = Alle hænder vises ved dette bord.
sank-legend = ⬆️ højere · ⬇️ sænker: du melder pas næste tur · ⚠️ samme værdi: taber
sank-legend-ace = ↕️ es: du vælger lavt eller højt
sank-reveal = Vis min hånd
sank-hide = Skjul min hånd
sank-ace-question = Skal { $card } tælle lavt (1, under 2) eller højt (over K)?
sank-confirm-end = { $card } har samme værdi som det øverste kort { $top }: lægger du det, taber du spillet. Vil du lægge det alligevel?
sank-confirm-eliminate = { $card } har samme værdi som det øverste kort { $top }: lægger du det, er du ude af spillet. Vil du lægge det alligevel?
sank-confirm = Bekræft: læg { $card }

# refusals (engine codes)
error-ace-value-not-allowed = Ved dette bord kan du ikke vælge, om { $card } tæller lavt eller højt.
error-ace-value-required = Sig, om { $card } tæller lavt eller højt.
error-eliminated = Du er ude af spillet.
error-reveal-off = Hænder kan ikke vises ved dette bord.
error-reveal-all = Alle hænder vises altid ved dette bord.
error-already-revealed = Din hånd vises allerede.
error-not-revealed = Din hånd vises ikke.

# hvorfor spillet sluttede, med de to kort
sank-result-matched-cards = { $loser } lagde { $card } på { $top }, samme værdi, og taber. { $count ->
    [one] Vinder
   *[other] Vindere
}: { $names }!
