# Efter spillet (sag 30): genafspilningen, spilfilen, /history, ratingen.

## Genafspilningen (bot/render/replay.py)
replay-button = Genafspil
replay-title = { $game } – genafspilning
replay-deal = Kortene gives · { $total } { $total ->
    [one] træk
   *[other] træk
}
replay-position = Træk { $move } af { $total }
replay-hand = runde { $n } af { $total }
replay-enemy = fjende { $n } af { $total }
replay-round = omgang { $n }
replay-hands = Hænder
replay-player = Spiller { $n }
replay-stock = Trækbunken ({ $count }): { $cards }
replay-discard = Kastebunken ({ $count }): { $cards }
replay-file-button = Spilfil
replay-file = Bord #{ $id } som fil: hele spillet, til `python -m engine replay` (det spiller hvert træk igen og skriver slutstillingen og resultatet ud, så enhver kan kontrollere spillet).
replay-unknown = Der er intet sådant afsluttet spil her.
replay-gone = Genafspilningen af dette spil gemmes ikke længere (genafspilninger gemmes i { $days } { $days ->
    [one] dag
   *[other] dage
}); resultatet og ratingen bevares.
replay-file-gz = Bord #{ $id } som fil: hele spillet, gzippet (det er langt). Kontrollér det med `gunzip -c { $name } | python -m engine replay -`: det spiller hvert træk igen og skriver slutstillingen og resultatet ud.
replay-file-too-large = Spillets fil ville fylde { $size } MB, mere end Discord lader en bot vedhæfte.

## /history (bot/render/history_view.py)
cmd-history = historik
cmd-history-desc = Afsluttede spil: genafspilninger, resultater, spilfiler
cmd-history-game = Kun dette spil
cmd-history-mine = Kun spil, jeg har spillet
cmd-history-mine-name = mine
history-title = Afsluttede spil
history-title-dm = Dine afsluttede spil
history-filter = { $game } · { $who }
history-everyone = alles
history-only-mine = kun mine
history-all-games = alle spil
history-page = side { $page } af { $pages }
history-empty = Ingen afsluttede spil her endnu.
history-empty-filtered = Ingen afsluttede spil passer til udvalget.
history-open = Åbn en genafspilning…
history-choose-game = Hvilket spil…
history-show-mine = Kun mine
history-show-everyone = Alles
history-abandoned = lukket som forladt
history-casual = 🎲 for sjov
history-draw = uafgjort
history-won = 🏆 { $names }
history-coop-won = 🏆 bordet vandt
history-coop-lost = 💀 { $defeated } af { $total } fjender besejret
history-unknown = Listen er ændret eller findes ikke; kør /{ cmd-history } igen.

## Rating (bot/storage/rating.py)
rating-head = Rating på serveren
rating-line = { $name } { $before } → { $after } { $move }

## /stats rangordner efter rating (bot/storage/stats.py, bot/render/stats_view.py)
stats-rated = { $rank }. { $user } – { $rating } · { $played } spil · { $wins } { $wins ->
    [one] sejr
   *[other] sejre
}
stats-level = { $level } { $rating }
stats-rating-note = Rangordnet efter rating: { $base } fra start, op med sejre, ned med nederlag, og den falder på plads, mens du spiller (det, botten er sikker på: μ − 3σ).
