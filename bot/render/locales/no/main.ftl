## Kommandoer (navnene med små bokstaver, uten mellomrom)
cmd-play = spill
cmd-play-desc = Åpne et bord for et kortspill i denne kanalen
cmd-play-game-name = spill
cmd-play-game = Hvilket spill
cmd-play-options-name = spillinnstillinger
cmd-play-options = Spillinnstillinger, f.eks. hand_size=5 history=full (se /{ cmd-rules })
cmd-play-language-name = språk
cmd-play-language = Språket ved det offentlige bordet
cmd-leave = forlat
cmd-leave-desc = Forlat bordet ditt i denne kanalen
cmd-leave-table-name = bord
cmd-leave-table = Bordets nummer (hvis du sitter ved flere her)
cmd-rules = regler
cmd-rules-desc = Hvordan et spill spilles, og hvilke spillinnstillinger det har
cmd-stats = statistikk
cmd-stats-desc = Serverens toppliste
cmd-settings = innstillinger
cmd-settings-desc = Hvor hånden din vises; serverens språk ved bordene
cmd-settings-hand-name = hånd
cmd-settings-hand = Hvor hånden din vises
cmd-settings-language = Serverens standardspråk ved offentlige bord (krever Administrer server)
delivery-choice-ephemeral = her, som en privat melding i kanalen
delivery-choice-dm = i DM-ene mine
language-en = English
language-sv = Svenska
language-da = Dansk
language-no = Norsk
language-auto = serverens språk

## Lobby
lobby = lobby
lobby-open = Bli med, så starter { $host } spillet.
lobby-cancelled = Bordet ble avlyst.
lobby-abandoned = Bordet ble stengt etter 45 minutter uten aktivitet.
lobby-started = Spillet har begynt: se bordet nedenfor.
seats-taken = Spillere { $count } (plass til { $seats })
seats-range = { $seats } spillere
options = Spillinnstillinger
change-option = Endre en spillinnstilling…
table-id = Bord #{ $id }

## Med rating eller for moro skyld (lobbyens innstilling; et spill for moro skyld flytter ingen rating og teller ikke i /stats)
rating-choose-rated = Spill med rating
rating-choose-casual = Spill for moro skyld (ratingen endres ikke)
table-id-rated = Bord #{ $id } · med rating
table-id-casual = Bord #{ $id } · for moro skyld
join = Bli med
leave = Forlat
start = Start
cancel = Avlys
rules = Regler
optval-auto = auto
optval-yes = ja
optval-no = nei

## Valørene som ord (bot.i18n.rank_plural): $rank er A, 2–10, J, Q, K eller X (joker); $count velger formen
rank-words = { $count ->
    [one] { $rank ->
        [A] ess
        [2] toer
        [3] treer
        [4] firer
        [5] femmer
        [6] sekser
        [7] sjuer
        [8] åtter
        [9] nier
        [10] tier
        [J] knekt
        [Q] dame
        [K] konge
       *[X] joker
    }
   *[other] { $rank ->
        [A] ess
        [2] toere
        [3] treere
        [4] firere
        [5] femmere
        [6] seksere
        [7] sjuere
        [8] åttere
        [9] niere
        [10] tiere
        [J] knekter
        [Q] damer
        [K] konger
       *[X] jokere
    }
}

## Bordet
players = Spillere
my-hand = Min hånd
full-log = Hele loggen
your-hand = hånden din
hand-empty = (ingen kort)
game-over = Spillet er slutt
status = Status
turn-of = { $name } står for tur.
seat-left = (har forlatt bordet)
log-recent = Siden forrige tur
log-full = Alle trekk
result-abandoned = Bordet ble stengt fordi det var forlatt.
result-winners = { $count ->
    [one] { $names } vinner!
   *[other] Delt seier: { $names }!
}
note-outdated = Visningen var utdatert – her er den nye.
left-table = Du har forlatt bord #{ $id }.
delivery-name-dm = i DM-ene dine
delivery-name-ephemeral = privat i kanalen («Min hånd»)
settings-hand = Hånden din vises { $mode }.
settings-language = Offentlige bord på serveren bruker: { $language }.

## Statistikk
stats-empty = Ingen ferdige spill på serveren ennå.

## Feil (boten)
error-lobby-closed = Denne lobbyen er ikke åpen lenger.
error-already-joined = Du sitter allerede ved dette bordet.
error-table-full = Bordet er fullt ({ $max } spillere).
error-not-in-lobby = Du er ikke med i denne lobbyen.
error-host-only = Bare verten, { $host }, kan gjøre det.
error-seat-count = Dette spillet krever { $min }–{ $max } spillere.
error-no-table = Det bordet finnes ikke lenger.
error-no-table-here = Du sitter ikke ved noe bord i denne kanalen.
error-which-table = Du sitter ved flere bord her ({ $ids }): oppgi bordets nummer.
error-not-seated = Du sitter ikke ved dette bordet.
error-not-started = Spillet har ikke begynt ennå.
error-manage-guild = Bare medlemmer med Administrer server kan endre serverens språk.

## Feil (regler)
error-not-your-turn = Det er ikke din tur: { $turn } står for tur.
error-game-over = Spillet er slutt.
error-bad-action = Det trekket er ikke mulig nå.
error-card-not-in-hand = Du har ikke det kortet.

## Pålitelighet: avvist inndata og feil (ingenting ble endret)
error-not-saved = Det kunne ikke lagres, så ingenting er endret – prøv igjen.
error-unexpected = Beklager, noe gikk galt hos oss. Ingenting er endret – prøv igjen.
error-unknown-op = Den knappen hører ikke til dette bordet.
error-not-offered = Det valget har du ikke akkurat nå.
error-unknown-game = Det spillet finnes ikke her. Velg et fra listen.
error-options-too-long = Spillinnstillingene er for lange (høyst { $max } tegn). Se /{ cmd-rules } for spillinnstillingene i hvert spill.
error-bad-choice = Det er ikke et av valgene.

## Statistikk (issue 13: topplister med vinnerandel, leserens egen linje, alle spill; samarbeidsspillenes bordresultater)
cmd-stats-game = Hvilket spill (utelat det for alle spill)
stats-title-all = Toppliste – alle spill
stats-title-game = Toppliste – { $game }
stats-title-coop = { $game } – bordets resultater
stats-table-results = bordets resultater
stats-you-none = Du har ingen ferdige spill her ennå.
stats-totals = { $players } { $players ->
    [one] spiller
   *[other] spillere
} · { $games } spill
stats-empty-game = Ingen ferdige spill av { $game } på serveren ennå.
stats-coop-played = { $played } spill · bordet vant: { $won } ({ NUMBER($rate, style: "percent", maximumFractionDigits: 1) })
stats-coop-solo = Solospill: { $solo } spill · 🥇 { $gold } · 🥈 { $silver } · 🥉 { $bronze }
stats-coop-best-won = Beste resultat: alle { $total } fiender beseiret
stats-coop-best-lost = Beste resultat: { $defeated } av { $total } fiender beseiret
stats-coop-recent = Siste: { $tables }
stats-coop-you = Du: { $played } spill, bordet vant { $won }.
stats-coop-you-none = Du har ikke spilt dette spillet her ennå.

## Hjelp ved bordet
legend = Hva symbolene betyr
you-left-game = Du har forlatt dette spillet.

## Bordets innstillinger: tall skrives i et skjema; avviste innstillinger i ord
options-numbers = Tall…
options-numbers-title = Tall for bord #{ $id }
options-saved = Spillinnstillingene er lagret.
option-range = { $min }–{ $max }
option-range-auto = { $range }, eller tomt for auto
option-range-default = { $range }, eller tomt for { $default }
error-option-number = { $option } må være et helt tall fra { $min } til { $max }{ $auto ->
    [yes] {" "}eller auto
   *[no] {""}
}.
error-option-choice = { $option } kan være: { $choices }.
error-option-unknown = { $game } har ingen spillinnstilling som heter «{ $name }». Se /{ cmd-rules } for spillinnstillingene til spillet.
error-option-invalid = Den verdien fungerer ikke for { $option }.
error-option-syntax = Skriv spillinnstillinger som navn=verdi, f.eks. hand_size=5 (ikke «{ $part }»). Se /{ cmd-rules }.
error-option-hands-too-big = { $option }: { $seats } spillere kan få høyst { $max } kort hver fra én kortstokk, ikke { $size }.
error-option-decks-too-few = { $option }: { $decks ->
    [one] én kortstokk har
   *[other] { $decks } kortstokker har
} { $have } kort, men { $seats } hender med { $size } kort trenger { $need }. Velg minst { $min }, eller auto.

## Påminnelser om turen, meldinger som ikke oppdateres lenger, hånden flyttes, spill igjen (issue 10)
ping-turn = 🔔 { $user }, din tur: { $game }, bord #{ $id } → { $link }
cmd-settings-ping-name = påminnelse
cmd-settings-ping = Nevn meg når et bord venter på trekket mitt
ping-choice-on = på
ping-choice-off = av
settings-ping = Påminnelser om turen din: { $state }.
ping-state-on = på (du blir nevnt når et bord venter på trekket ditt)
ping-state-off = av
lobby-moved = ▶️ Spillet har begynt: { $link }
table-moved = ➡️ Bord #{ $id } fortsetter i en nyere melding: { $link }
hand-replaced = Denne visningen av hånden din er erstattet av en nyere og oppdateres ikke lenger. Bruk den nye, eller «{ my-hand }» ved bordet: { $link }
hand-expired = Denne visningen av hånden din oppdateres ikke lenger (Discord lar boten oppdatere den i 15 minutter). Trykk på «{ my-hand }» ved bordet for å se hånden din slik den er nå: { $link }
hand-moved-to-dm = Hånden din ligger nå i DM-ene dine, i en melding som jeg holder oppdatert. Det gjelder også de neste spillene dine. Angre med /{ cmd-settings } { cmd-settings-hand-name }: her.
hand-moved-back = Hånden din er tilbake ved bordet, også i de neste spillene dine. Trykk på «{ my-hand }» ved bordet for å se den: { $link }
hand-dm-failed = Jeg kunne ikke sende deg en DM (kanskje har du stengt for DM-er fra servermedlemmer). Hånden din er fortsatt ett klikk unna med «{ my-hand }» ved bordet; /{ cmd-settings } { cmd-settings-hand-name }: her setter innstillingen tilbake.
play-again = Spill igjen
rematch-lobby = Lobby #{ $id }
rematch-exists = En ny lobby for dette bordet er allerede åpen (#{ $id }): { $link }
error-rematch-not-over = «Spill igjen» kan velges når spillet er slutt.

## Pålitelighet i kantene (issue 21)
error-lobbies-per-user = Du er allerede vert for { $count } { $count ->
    [one] åpen lobby
   *[other] åpne lobbyer
}: start eller avlys en av dem før du åpner en ny.
error-lobbies-per-channel = Denne kanalen har allerede { $count } { $count ->
    [one] åpen lobby
   *[other] åpne lobbyer
}: bli med i en av dem, eller åpne din i en annen kanal.
error-missing-permission = Jeg kan ikke ha et bord i gang her: jeg mangler tillatelsen { $perms } i denne kanalen. Be en administrator om å gi meg den; ingenting er endret.
perm-view_channel = Se kanal
perm-send_messages = Send meldinger
perm-send_messages_in_threads = Send meldinger i tråder
perm-embed_links = Bygg inn lenker
perm-read_message_history = Les meldingshistorikk
table-stalled = ⏳ Venter på { $name } – siste trekk var { $since }. Hvis vedkommende har gått, kan hver spiller forlate bordet med /{ cmd-leave }; bordet stenges automatisk 45 minutter etter siste trekk.
limit-more = … og { $count } til

## Datamaskinen som spiller (issue 22)
computer-name = 🤖 Datamaskin { $number }
computer-easy = lett
computer-good = dyktig
computer-seat = { $name } ({ $level })
computer-add = + { $level }
computer-remove = Fjern

## A computer stands in for a player who left (bot.core.computers), and Rejoin
stand-in-name = 🤖 for { $name }
log-stand-in = 🤖 { $name } har gått – datamaskinen spiller i stedet.
log-rejoined = ↩️ { $name } er tilbake og spiller selv igjen.
rejoin-button = Jeg er tilbake
stand-in-hand = 🤖 Datamaskinen spiller hånden din for deg – trykk på Jeg er tilbake for å spille selv.
left-stand-in = Du har forlatt bord #{ $id }. Datamaskinen spiller hånden din til du trykker på Jeg er tilbake på bordet.
rejoin-after-turn = Du tar over igjen så snart datamaskinen er ferdig med denne turen.
error-stood-in = Datamaskinen spiller hånden din nå – trykk først på Jeg er tilbake for å spille selv.
error-already-away = Du har allerede forlatt spillet; datamaskinen spiller hånden din. Trykk på Jeg er tilbake for å ta plassen tilbake.
error-rejoin-not-yours = Det er bare { $names } som kan ta plassen sin tilbake her.
error-rejoin-pending = Du er allerede på vei tilbake – datamaskinen gjør ferdig denne turen først.
error-rejoin-none = Alle ved bordet spiller sin egen hånd nå – det er ingen plass å ta tilbake.
error-not-away = Ingen spiller hånden din for deg – den er din.
error-no-stand-in = I dette spillet spiller ingen for noen andre.
option-stand_in = Innhopper
optdesc-stand_in = datamaskinen (dyktig) spiller hånden for den som går, til spilleren er tilbake
error-computer-unsupported = Datamaskinen spiller ikke dette spillet.
error-no-computer = Det er ingen datamaskin å fjerne.
stats-vs-computer = Mot datamaskinen: vant { $won } av { $played }

## Bordet med ett blikk, hele loggen i sider, hvorfor et spill sluttet (issue 23)
table-log = Siste trekk
log-page = ({ $page }/{ $pages })
end-idle = Ingen gjorde noe på 45 minutter, så bordet ble stengt.
fish-end-empty-hand = { $names } har ingen kort igjen, så spillet er slutt.
fish-q-book = 📚 Stikk!
fish-end-all-books = Alle 13 stikk er lagt ned.
fish-end-empty-stock = Trekkbunken er tom, så spillet er slutt.
gin-table-info = Runde { $hand } · kastebunken { $card }
gin-footer = { $dealer } gir · trekkbunken { $stock }
gin-sheet-rules-farg-gin = Til { $target } per farge · 3 farger vinner
gin-sheet-rules-hollywood-gin = Til { $target } per kolonne · 2 kolonner vinner
gin-summary = Runde { $hand }: { $kind ->
    [gin] 🎉
   *[other] ✊
} { $name } fikk { $points } → { $columns }.
gin-summary-dead = Runde { $hand } telte ikke: ingen fikk poeng.
gin-hand-shown = { $name }: { $melds } · { $points } poeng dødvekt: { $cards }
gin-blocked-short = blokkert: { $columns }
gin-short-knock = ✊ { $name } banket med { $deadwood } poeng dødvekt.
gin-short-undercut = ✊ { $name } banket med { $deadwood } poeng dødvekt – ↩️ slått av motspilleren!
gin-short-gin = 🎉 { $name } gikk gin.
gin-defender-short =
    { $name }: { $points } poeng dødvekt{ $count ->
        [0] { "" }
       *[other] , bygde på { $count } kort
    }
tolv-await-play = ▶️ **{ $name }** står for tur
tolv-await-pay = 💸 **{ $name }** betaler ⚔️ { $amount }
tolv-await-choose-next = 👉 **{ $name }** velger hvem som tar neste tur 🃏
tolv-h-players = 👥 Spillere
tolv-h-enemy = 👹 Fiende { $n }/{ $total }
tolv-h-played = 🗡️ Spilte kort
tolv-h-discard = 🪦 Kastebunken { $count }
tolv-h-jesters = 🃏 Narrer igjen: { $count }
tolv-h-castle = 🏰 Borgen { $count }
tolv-h-next = ⏭️ neste { $rank }
tolv-h-tavern = 🍺 Trekkbunken { $count }
tolv-end-all-left = 🚪 Alle har forlatt bordet.
tolv-ev-enemy = 👹 Ny fiende { $card } ❤️ { $health } ⚔️ { $attack }
tolv-ev-turn = ▶️ { $name } står for tur
tolv-ev-played = 🗡️ { $name } spiller { $cards }
tolv-ev-jester = 🃏 Narr: immuniteten er borte 🔓{ $spades ->
    [0] {""}
   *[other] , { $suit } 🛡️ +{ $spades } teller nå
}
tolv-ev-choosing = 👉 { $name } velger hvem som tar neste tur
tolv-ev-immune = 🔒 { $suit } virker ikke: fienden er immun mot den
tolv-ev-hearts = { $suit } Helbredelse: { $count } fra 🪦 tilbake under 🍺
tolv-ev-diamonds = { $suit } Trekk: { $count } kort deles ut { $back }
tolv-ev-drew = { $back } { $name } trekker { $count }
tolv-ev-spades = { $suit } Skjold +{ $amount } → ⚔️ slag { $attack }
tolv-ev-clubs = { $suit } Dobbel → 💥 { $damage }
tolv-ev-damage = 💥 Skade { $amount } → ❤️ { $health } igjen
tolv-ev-defeated = ☠️ { $card } beseiret → 🪦 kastebunken
tolv-ev-defeated-exact = ☠️ { $card } beseiret nøyaktig → 🍺 øverst i trekkbunken
tolv-ev-yielded = 🏳️ { $name } står over
tolv-ev-strike = ⚔️ Slag { $amount } → { $name }
tolv-ev-paid = 💸 { $name } betaler { $cards } = { $total }/{ $due }
tolv-ev-chose = 👉 { $name } velger { $target }
tolv-ev-chose-said = 👉 { $name } velger { $target } ({ $said })
tolv-ev-solo-jester = 🃏 { $name } bruker en narr: 🪦 { $cards } → { $back } { $count } nye
tolv-ev-vacated = 🚪 { $name } forlot bordet{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-vacated-timeout =
    ⏱️ 🚪 tiden gikk ut for { $name }{ $count ->
        [0] { "" }
       *[other] { " " }→ 🪦 { $cards }
    }
tolv-ev-game-over = 🏁 Slutt: { $icons }
cmd-settings-deck-name = kortstokk
cmd-settings-deck = Vanlig eller firefarget kortstokk på hånden din og i det bare du ser
deck-choice-two = vanlig kortstokk: ♠ ♣ svarte, ♥ ♦ røde
deck-choice-four = firefarget kortstokk: ♠ svart, ♥ rød, ♦ blå, ♣ grønn
settings-deck = Kortene dine: { $deck } (på hånden din og i loggen, reglene og forklaringen du åpner; bordet er det samme for alle).

## Bordet på mitt språk, og hurtigfraser (bot.core.phrases)
mirror-button = Mitt språk
table-id-short = #{ $id }
copy-replaced = Denne kopien av bordet er erstattet av en nyere og oppdateres ikke lenger: { $link }
copy-expired = Denne kopien av bordet oppdateres ikke lenger (Discord lar boten oppdatere den i 15 minutter). Trykk på 🌐 på bordet for en ny: { $link }
phrases-title = Si noe
phrases-help = Alle ved bordet leser det på sitt eget språk.
phrase-said = Du sa: { $phrase }
phrase-too-soon = Du kan si noe hvert tiende sekund – prøv igjen om { $seconds } s.
phrase-not-here = Tolv fiender har ingen hurtigfraser: reglene tillater én uttalelse, og bare etter en narr.
phrase-line = { $name }: { $phrase }
phrase-good-luck = Lykke til!
phrase-your-turn = Din tur!
phrase-one-moment = Et øyeblikk…
phrase-well-played = Godt spilt!
phrase-oops = Oisann!
phrase-thanks = Takk!
phrase-good-game = Takk for spillet!
phrase-rematch = Ett spill til?

## Pause ved bordet (bot/core/pauses.py): alle ved bordet sier ja, alle kan fortsette
pause-button = Pause
pause-agree = Ta pause
pause-decline = Spill videre
pause-resume = Fortsett
pause-asked = ⏸️ { $name } vil ta en pause: { $agreed } av { $count } er enige
pause-paused = ⏸️ Pause (ønsket av { $name }) – ▶️ Fortsett for å spille videre (stenges { $until })
pause-hand = ⏸️ Pause (ønsket av { $name }): trykk ▶️ Fortsett på bordet for å spille videre
pause-ev-paused = ⏸️ { $name } satte spillet på pause (alle var enige)
pause-ev-resumed = ▶️ { $name } fortsatte spillet
error-paused = Spillet har pause (ønsket av { $name }): trykk ▶️ Fortsett på bordet for å spille videre.
error-already-paused = Spillet har allerede pause.
error-not-paused = Spillet har ikke pause.
pause-not-paused = Spillet har ikke pause.
pause-already = Spillet har allerede pause (ønsket av { $name }).
pause-vote-open = { $name } har allerede bedt om en pause: trykk ✅ for å si ja eller ✖️ for å spille videre.
pause-no-vote = Ingen ber om en pause (eller tiden gikk ut): trykk ⏸️ Pause for å be om en.
pause-voted = Du har allerede sagt ja; nå venter vi på de andre.
