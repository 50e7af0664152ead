# Etter spillet (sak 30): reprisen, spillfilen, /history, ratingen.

## Reprisen (bot/render/replay.py)
replay-button = Reprise
replay-title = { $game } – reprise
replay-deal = Kortene gis · { $total } { $total ->
    [one] trekk
   *[other] trekk
}
replay-position = Trekk { $move } av { $total }
replay-hand = runde { $n } av { $total }
replay-enemy = fiende { $n } av { $total }
replay-round = omgang { $n }
replay-hands = Hender
replay-player = Spiller { $n }
replay-stock = Trekkbunken ({ $count }): { $cards }
replay-discard = Kastebunken ({ $count }): { $cards }
replay-file-button = Spillfil
replay-file = Bord #{ $id } som fil: hele spillet, til `python -m engine replay` (det spiller hvert trekk på nytt og skriver ut sluttstillingen og resultatet, så hvem som helst kan kontrollere spillet).
replay-unknown = Det finnes ikke noe slikt avsluttet spill her.
replay-gone = Reprisen av dette spillet lagres ikke lenger (repriser lagres i { $days } { $days ->
    [one] dag
   *[other] dager
}); resultatet og ratingen blir stående.
replay-file-gz = Bord #{ $id } som fil: hele spillet, gzippet (det er langt). Kontroller det med `gunzip -c { $name } | python -m engine replay -`: det spiller hvert trekk på nytt og skriver ut sluttstillingen og resultatet.
replay-file-too-large = Filen til dette spillet ville blitt { $size } MB, mer enn Discord lar en bot legge ved.

## /history (bot/render/history_view.py)
cmd-history = historikk
cmd-history-desc = Avsluttede spill: repriser, resultater, spillfiler
cmd-history-game = Bare dette spillet
cmd-history-mine = Bare spill jeg har spilt
cmd-history-mine-name = mine
history-title = Avsluttede spill
history-title-dm = Dine avsluttede spill
history-filter = { $game } · { $who }
history-everyone = alles
history-only-mine = bare mine
history-all-games = alle spill
history-page = side { $page } av { $pages }
history-empty = Ingen avsluttede spill her ennå.
history-empty-filtered = Ingen avsluttede spill passer til utvalget.
history-open = Åpne en reprise…
history-choose-game = Hvilket spill…
history-show-mine = Bare mine
history-show-everyone = Alles
history-abandoned = forlatt og stengt
history-casual = 🎲 for moro skyld
history-draw = uavgjort
history-won = 🏆 { $names }
history-coop-won = 🏆 bordet vant
history-coop-lost = 💀 { $defeated } av { $total } fiender beseiret
history-unknown = Listen er endret eller finnes ikke; kjør /{ cmd-history } på nytt.

## Rating (bot/storage/rating.py)
rating-head = Rating på serveren
rating-line = { $name } { $before } → { $after } { $move }

## /stats rangerer etter rating (bot/storage/stats.py, bot/render/stats_view.py)
stats-rated = { $rank }. { $user } – { $rating } · { $played } spill · { $wins } { $wins ->
    [one] seier
   *[other] seirer
}
stats-level = { $level } { $rating }
stats-rating-note = Rangert etter rating: { $base } ved start, opp med seirer, ned med tap, og den faller på plass mens du spiller (det boten er sikker på: μ − 3σ).
