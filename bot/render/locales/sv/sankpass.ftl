## Sänkpass
game-sankpass = Sänkpass
rules-sankpass = Bli först av med alla dina kort. På din tur måste du lägga exakt ett kort på högen; färgerna spelar ingen roll. Ordning, lägst till högst: 2 … 10, Kn, D, K, ess, 🃏 (jokern är högst, över esset, och kan inte ersätta andra kort). Högre än översta kortet: inget händer. Lägre: du sänker – det är tillåtet, men din nästa tur blir automatiskt ett pass. Samma valör som översta kortet: du förlorar. Lägger du ditt sista kort vinner du, om det inte har samma valör som översta kortet. Prata fritt vid bordet – du får också visa din hand för alla.
option-jokers = Jokrar
option-decks = Kortlekar
option-deal = Utdelning
option-start_card = Startkort
option-on_match = Om någon lägger samma valör
option-ace = Ess
option-reveal = Visa handen
optdesc-jokers = två per lek, över esset, kan inte ersätta andra kort
optdesc-decks = auto: så få hela lekar som behövs för att dela ut alla händer
optdesc-sankpass-hand_size = 10 som standard
optdesc-deal = slumpad: vanlig utdelning; samma valörer: alla spelare får exakt samma valörer
optdesc-start_card = vänd upp ett kort som början på högen
optdesc-on_match = spelet slutar: den spelaren förlorar och alla andra vinner; spelaren åker ut: bara den spelaren åker ut, de andra spelar vidare
optdesc-ace = högt: esset är alltid över kungen; spelarens val: den som lägger ett ess säger lågt (1) eller högt
optdesc-reveal = spelarens val: var och en får visa eller dölja sin hand; alla visas: alla händer är öppna från given; av: händerna hålls dolda
optval-random = slumpad
optval-fixed = samma valörer
optval-end = spelet slutar
optval-eliminate = spelaren åker ut
optval-high = högt
optval-choice = spelarens val
optval-all = alla visas
optval-off = av

# cards and the pile
sank-ace-low = { $card } (lågt)
sank-ace-high = { $card } (högt)
sank-pile = Högen ({ $count } kort)
sank-pile-empty = tom – första kortet får vara vad som helst
sank-top-mark = **{ $card }** ◀ överst
sank-top = Översta kortet
sank-seat-line = { $mark }{ $name } – { $cards } kort
sank-seat-out = ❌ ute
sank-owes-pass = ⏭ passar härnäst
sank-log = Drag

# the log
sank-ev-dealt = { $name } delade ut { $count } kort till varje spelare ({ $decks ->
    [one] en kortlek
   *[other] { $decks } kortlekar
}).
sank-ev-start-card = Startkortet vändes upp: { $card }.
sank-ev-open = { $name } öppnade högen med { $card }.
sank-ev-higher = { $name } lade { $card } – högre.
sank-ev-lower = ⬇️ { $name } sänkte med { $card } – passar nästa tur.
sank-ev-match = 💥 { $name } lade { $card } – samma valör som översta kortet!
sank-ev-passed = ⏭ { $name } måste passa (automatiskt).
sank-ev-revealed = 👁 { $name } visar sin hand.
sank-ev-hidden = 🙈 { $name } döljer sin hand.
sank-ev-eliminated = ❌ { $name } är ute; { $count } kort lämnar spelet.
sank-ev-left = 🚪 { $name } lämnade bordet; { $count } kort lämnar spelet.
sank-result-emptied = { $name } lade sitt sista kort och vinner!
sank-result-matched = { $loser } lade samma valör som översta kortet och förlorar. Vinnare: { $names }!
sank-result-last-player = { $name } är sist kvar i spelet och vinner!
sank-result-players-left = Alla andra har lämnat: { $name } vinner!

# the hand view
sank-you-are-out = Du är ute ur spelet.
sank-your-turn = Din tur: lägg ett kort på { $top }.
sank-your-turn-open = Din tur: högen är tom, lägg vilket kort du vill.
sank-you-owe-pass = ⏭ Du sänkte: din nästa tur blir automatiskt ett pass.
sank-hand-shown = Din hand visas för bordet.
sank-hand-hidden = Din hand är dold.
sank-hand-shown-all = Alla händer visas vid det här bordet.
sank-legend = ⬆️ högre · ⬇️ sänker: du passar nästa tur · ⚠️ samma valör: förlorar
sank-legend-ace = ↕️ ess: du väljer lågt eller högt
sank-reveal = Visa min hand
sank-hide = Dölj min hand
sank-ace-question = Ska { $card } räknas lågt (1, under 2) eller högt (över K)?
sank-confirm-end = { $card } har samma valör som översta kortet { $top }: lägger du det förlorar du spelet. Vill du lägga det ändå?
sank-confirm-eliminate = { $card } har samma valör som översta kortet { $top }: lägger du det åker du ut ur spelet. Vill du lägga det ändå?
sank-confirm = Bekräfta: lägg { $card }

# refusals (engine codes)
error-ace-value-not-allowed = Vid det här bordet kan du inte välja om { $card } räknas lågt eller högt.
error-ace-value-required = Säg om { $card } räknas lågt eller högt.
error-eliminated = Du är ute ur spelet.
error-reveal-off = Händer kan inte visas vid det här bordet.
error-reveal-all = Alla händer visas alltid vid det här bordet.
error-already-revealed = Din hand visas redan.
error-not-revealed = Din hand visas inte.

# varför spelet tog slut, med de två korten
sank-result-matched-cards = { $loser } lade { $card } på { $top }, samma valör, och förlorar. Vinnare: { $names }!
