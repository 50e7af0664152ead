# Efter partiet (ärende 30): reprisen, spelfilen, /history, ratingen.

## Reprisen (bot/render/replay.py)
replay-button = Repris
replay-title = { $game } – repris
replay-deal = Given · { $total } { $total ->
    [one] drag
   *[other] drag
}
replay-position = Drag { $move } av { $total }
replay-hand = runda { $n } av { $total }
replay-enemy = fiende { $n } av { $total }
replay-round = varv { $n }
replay-hands = Händer
replay-player = Spelare { $n }
replay-stock = Talongen ({ $count }): { $cards }
replay-discard = Sakhögen ({ $count }): { $cards }
replay-file-button = Spelfil
replay-file = Bord #{ $id } som fil: hela partiet, för `python -m engine replay` (det spelar om varje drag och skriver ut slutställningen och resultatet, så vem som helst kan kontrollera partiet).
replay-unknown = Det finns inget sådant avslutat parti här.
replay-gone = Reprisen av det här partiet sparas inte längre (repriser sparas i { $days } { $days ->
    [one] dag
   *[other] dagar
}); resultatet och ratingen finns kvar.
replay-file-gz = Bord #{ $id } som fil: hela partiet, gzippat (det är långt). Kontrollera det med `gunzip -c { $name } | python -m engine replay -`: det spelar om varje drag och skriver ut slutställningen och resultatet.
replay-file-too-large = Partiets fil skulle bli { $size } MB, mer än Discord låter en bot bifoga.

## /history (bot/render/history_view.py)
cmd-history = historik
cmd-history-desc = Avslutade partier: repriser, resultat, spelfiler
cmd-history-game = Bara det här spelet
cmd-history-mine = Bara partier jag har spelat
cmd-history-mine-name = mina
history-title = Avslutade partier
history-title-dm = Dina avslutade partier
history-filter = { $game } · { $who }
history-everyone = allas
history-only-mine = bara mina
history-all-games = alla spel
history-page = sida { $page } av { $pages }
history-empty = Inga avslutade partier här ännu.
history-empty-filtered = Inga avslutade partier passar med urvalet.
history-open = Öppna en repris…
history-choose-game = Vilket spel…
history-show-mine = Bara mina
history-show-everyone = Allas
history-abandoned = stängt som övergivet
history-casual = 🎲 på skoj
history-draw = oavgjort
history-won = 🏆 { $names }
history-coop-won = 🏆 bordet vann
history-coop-lost = 💀 { $defeated } av { $total } fiender besegrade
history-unknown = Listan har ändrats eller finns inte; kör /{ cmd-history } igen.

## Rating (bot/storage/rating.py)
rating-head = Rating på servern
rating-line = { $name } { $before } → { $after } { $move }

## /stats rangordnar efter rating (bot/storage/stats.py, bot/render/stats_view.py)
stats-rated = { $rank }. { $user } – { $rating } · { $played } { $played ->
    [one] parti
   *[other] partier
} · { $wins } { $wins ->
    [one] vinst
   *[other] vinster
}
stats-level = { $level } { $rating }
stats-rating-note = Rangordnat efter rating: { $base } från början, upp med vinster, ned med förluster, och den stabiliseras ju mer du spelar (det boten är säker på: μ − 3σ).
