## Kommandoer
cmd-play = spil
cmd-play-desc = Åbn et bord til et kortspil i denne kanal
cmd-play-game-name = spil
cmd-play-game = Hvilket spil
cmd-play-options-name = spilindstillinger
cmd-play-options = Spilindstillinger, f.eks. hand_size=5 history=full (se /{ cmd-rules })
cmd-play-language-name = sprog
cmd-play-language = Sprog ved det offentlige bord
cmd-leave = forlad
cmd-leave-desc = Forlad dit bord i denne kanal
cmd-leave-table-name = bord
cmd-leave-table = Bordets nummer (hvis du sidder ved flere her)
cmd-rules = regler
cmd-rules-desc = Sådan spilles et spil, og hvilke spilindstillinger det har
cmd-stats = statistik
cmd-stats-desc = Serverens rangliste
cmd-settings = indstillinger
cmd-settings-desc = Hvor din hånd vises; serverens sprog ved bordene
cmd-settings-hand-name = hånd
cmd-settings-hand = Hvor din hånd vises
cmd-settings-language = Serverens standardsprog ved offentlige borde (kræver Administrer server)
delivery-choice-ephemeral = her, som en privat besked i kanalen
delivery-choice-dm = i mine DM’er
language-en = English
language-sv = Svenska
language-da = Dansk
language-no = Norsk
language-auto = serverens sprog

## Lobby
lobby = lobby
lobby-open = Deltag, så starter { $host } spillet.
lobby-cancelled = Bordet blev aflyst.
lobby-abandoned = Bordet blev lukket efter 45 minutter uden aktivitet.
lobby-started = Spillet er begyndt: se bordet nedenfor.
seats-taken = Pladser { $count } af { $seats }
seats-range = { $seats } spillere
options = Spilindstillinger
change-option = Skift en spilindstilling…
table-id = Bord #{ $id }

## Med rating eller for sjov (lobbyens indstilling; et spil for sjov flytter ingen rating og tæller ikke i /stats)
rating-choose-rated = Spil med rating
rating-choose-casual = Spil for sjov (ratingen ændres ikke)
table-id-rated = Bord #{ $id } · med rating
table-id-casual = Bord #{ $id } · for sjov
join = Deltag
leave = Forlad
start = Start
cancel = Aflys
rules = Regler
optval-auto = auto
optval-yes = ja
optval-no = nej

## Værdierne som ord (bot.i18n.rank_plural): $rank er A, 2–10, J, Q, K eller X (joker); $count vælger formen
rank-words = { $count ->
    [one] { $rank ->
        [A] es
        [2] toer
        [3] treer
        [4] firer
        [5] femmer
        [6] sekser
        [7] syver
        [8] otter
        [9] nier
        [10] tier
        [J] knægt
        [Q] dame
        [K] konge
       *[X] joker
    }
   *[other] { $rank ->
        [A] esser
        [2] toere
        [3] treere
        [4] firere
        [5] femmere
        [6] seksere
        [7] syvere
        [8] ottere
        [9] niere
        [10] tiere
        [J] knægte
        [Q] damer
        [K] konger
       *[X] jokere
    }
}

## Bordet
players = Spillere
my-hand = Min hånd
full-log = Hele loggen
your-hand = din hånd
hand-empty = (ingen kort)
game-over = Spillet er slut
status = Status
turn-of = { $name } står for tur.
seat-left = (har forladt bordet)
log-recent = Seneste omgang
log-full = Alle træk
result-abandoned = Bordet blev lukket som forladt.
result-winners = { $count ->
    [one] { $names } vinder!
   *[other] Delt sejr: { $names }!
}
note-outdated = Visningen var forældet – her er den aktuelle.
left-table = Du har forladt bord #{ $id }.
delivery-name-dm = i dine DM’er
delivery-name-ephemeral = privat i kanalen (»Min hånd«)
settings-hand = Din hånd vises { $mode }.
settings-language = Offentlige borde på serveren bruger: { $language }.

## Statistik
stats-empty = Ingen afsluttede spil på serveren endnu.

## Fejl (botten)
error-lobby-closed = Denne lobby er ikke længere åben.
error-already-joined = Du sidder allerede ved dette bord.
error-table-full = Bordet er fuldt ({ $max } spillere).
error-not-in-lobby = Du er ikke med i denne lobby.
error-host-only = Kun værten, { $host }, kan gøre det.
error-seat-count = Dette spil kræver { $min }–{ $max } spillere.
error-no-table = Det bord findes ikke længere.
error-no-table-here = Du sidder ikke ved noget bord i denne kanal.
error-which-table = Du sidder ved flere borde her ({ $ids }): angiv bordets nummer.
error-not-seated = Du sidder ikke ved dette bord.
error-not-started = Spillet er ikke begyndt endnu.
error-manage-guild = Kun medlemmer med Administrer server kan ændre serverens sprog.

## Fejl (regler)
error-not-your-turn = Det er ikke din tur: { $turn } står for tur.
error-game-over = Spillet er slut.
error-bad-action = Det træk er ikke muligt nu.
error-card-not-in-hand = Du har ikke det kort.

## Reliability: refused input and failures (nothing was changed)
error-not-saved = Det kunne ikke gemmes, så intet er ændret – prøv igen.
error-unexpected = Beklager, noget gik galt hos os. Intet er ændret – prøv igen.
error-unknown-op = Den knap hører ikke til dette bord.
error-not-offered = Den mulighed har du ikke lige nu.
error-unknown-game = Det spil findes ikke her. Vælg et fra listen.
error-options-too-long = Spilindstillingerne er for lange (højst { $max } tegn). Se /{ cmd-rules } for spilindstillingerne i hvert spil.
error-bad-choice = Det er ikke en af mulighederne.

## Statistik (issue 13: ranglister med sejrsprocent, læserens egen linje, alle spil; samarbejdsspillenes bordresultater)
cmd-stats-game = Hvilket spil (udelad det for alle spil)
stats-title-all = Rangliste – alle spil
stats-title-game = Rangliste – { $game }
stats-title-coop = { $game } – bordets resultater
stats-table-results = bordets resultater
stats-you-none = Du har ingen afsluttede spil her endnu.
stats-totals = { $players } { $players ->
    [one] spiller
   *[other] spillere
} · { $games } spil
stats-empty-game = Ingen afsluttede spil af { $game } på serveren endnu.
stats-coop-played = { $played } spil · bordet vandt: { $won } ({ NUMBER($rate, style: "percent", maximumFractionDigits: 1) })
stats-coop-solo = Solospil: { $solo } spil · 🥇 { $gold } · 🥈 { $silver } · 🥉 { $bronze }
stats-coop-best-won = Bedste resultat: alle { $total } fjender besejret
stats-coop-best-lost = Bedste resultat: { $defeated } af { $total } fjender besejret
stats-coop-recent = Seneste: { $tables }
stats-coop-you = Du: { $played } spil, bordet vandt { $won }.
stats-coop-you-none = Du har ikke spillet dette spil her endnu.

## Hjælp ved bordet
legend = Hvad symbolerne betyder
you-left-game = Du har forladt dette spil.

## Bordets spilindstillinger: tal skrives i en formular; afviste spilindstillinger i ord
options-numbers = Tal…
options-numbers-title = Tal for bord #{ $id }
options-saved = Spilindstillingerne er gemt.
option-range = { $min }–{ $max }
option-range-auto = { $range }, eller tomt for auto
option-range-default = { $range }, eller tomt for { $default }
error-option-number = { $option } skal være et helt tal fra { $min } til { $max }{ $auto ->
    [yes] {" "}eller auto
   *[no] {""}
}.
error-option-choice = { $option } kan være: { $choices }.
error-option-unknown = { $game } har ingen spilindstilling, der hedder »{ $name }«. Se /{ cmd-rules } for spillets spilindstillinger.
error-option-invalid = Den værdi virker ikke for { $option }.
error-option-syntax = Skriv spilindstillinger som navn=værdi, f.eks. hand_size=5 (ikke »{ $part }«). Se /{ cmd-rules }.
error-option-hands-too-big = { $option }: { $seats } spillere kan højst få { $max } kort hver fra ét dæk, ikke { $size }.
error-option-decks-too-few = { $option }: { $decks ->
    [one] ét dæk har
   *[other] { $decks } dæk har
} { $have } kort, men { $seats } hænder med { $size } kort skal bruge { $need }. Vælg mindst { $min }, eller auto.

## Turn pings, messages that no longer update, moving the hand, play again (issue 10)
ping-turn = 🔔 { $user }, din tur: { $game }, bord #{ $id } → { $link }
cmd-settings-ping-name = påmindelse
cmd-settings-ping = Nævn mig, når et bord venter på mit træk
ping-choice-on = til
ping-choice-off = fra
settings-ping = Påmindelser om din tur: { $state }.
ping-state-on = til (du bliver nævnt, når et bord venter på dit træk)
ping-state-off = fra
lobby-moved = ▶️ Spillet er begyndt: { $link }
table-moved = ➡️ Bord #{ $id } fortsætter i en nyere besked: { $link }
hand-replaced = Denne visning af din hånd er erstattet af en nyere og opdateres ikke længere. Brug den nye, eller »{ my-hand }« ved bordet: { $link }
hand-expired = Denne visning af din hånd opdateres ikke længere (Discord lader botten opdatere den i 15 minutter). Tryk på »{ my-hand }« ved bordet for at se din aktuelle hånd: { $link }
hand-moved-to-dm = Din hånd ligger nu i dine DM’er, i en besked, som jeg holder opdateret. Det gælder også dine kommende spil. Fortryd med /{ cmd-settings } { cmd-settings-hand-name }: her.
hand-moved-back = Din hånd er tilbage ved bordet, også i dine kommende spil. Tryk på »{ my-hand }« ved bordet for at se den: { $link }
hand-dm-failed = Jeg kunne ikke sende dig en DM (måske har du lukket for DM’er fra servermedlemmer). Din hånd er stadig ved bordet under »{ my-hand }«; /{ cmd-settings } { cmd-settings-hand-name }: her sætter indstillingen tilbage.
play-again = Spil igen
rematch-lobby = Lobby #{ $id }
rematch-exists = Der er allerede åbnet en ny lobby for dette bord (#{ $id }): { $link }
error-rematch-not-over = »Spil igen« kan vælges, når spillet er slut.

## Pålidelighed i kanterne (issue 21)
error-lobbies-per-user = Du er allerede vært for { $count } { $count ->
    [one] åben lobby
   *[other] åbne lobbyer
}: start eller aflys en af dem, før du åbner en ny.
error-lobbies-per-channel = Denne kanal har allerede { $count } { $count ->
    [one] åben lobby
   *[other] åbne lobbyer
}: deltag i en af dem, eller åbn din i en anden kanal.
error-missing-permission = Jeg kan ikke køre et bord her: jeg mangler tilladelsen { $perms } i denne kanal. Bed en administrator om at give mig den; intet er ændret.
perm-view_channel = Se kanal
perm-send_messages = Send beskeder
perm-send_messages_in_threads = Send beskeder i tråde
perm-embed_links = Integrer links
perm-read_message_history = Læs beskedhistorik
table-stalled = ⏳ Venter på { $name } – det sidste træk var { $since }. Hvis vedkommende er gået, kan hver spiller forlade bordet med /{ cmd-leave }; bordet lukkes automatisk 45 minutter efter det sidste træk.
limit-more = … og { $count } til

## Computer players (issue 22)
computer-name = 🤖 Computer { $number }
computer-easy = let
computer-good = dygtig
computer-seat = { $name } ({ $level })
computer-add = + { $level }
computer-remove = Fjern

## A computer stands in for a player who left (bot.core.computers), and Rejoin
stand-in-name = 🤖 for { $name }
log-stand-in = 🤖 { $name } er gået – computeren spiller i stedet.
log-rejoined = ↩️ { $name } er tilbage og spiller selv igen.
rejoin-button = Jeg er tilbage
stand-in-hand = 🤖 Computeren spiller din hånd for dig – tryk på Jeg er tilbage for at spille selv.
left-stand-in = Du har forladt bord #{ $id }. Computeren spiller din hånd, indtil du trykker på Jeg er tilbage på bordet.
rejoin-after-turn = Du tager over igen, så snart computeren er færdig med denne tur.
error-stood-in = Computeren spiller din hånd lige nu – tryk først på Jeg er tilbage for at spille selv.
error-already-away = Du har allerede forladt spillet; computeren spiller din hånd. Tryk på Jeg er tilbage for at tage pladsen tilbage.
error-rejoin-not-yours = Det er kun { $names }, der kan tage sin plads tilbage her.
error-rejoin-pending = Du er allerede på vej tilbage – computeren gør denne tur færdig først.
error-rejoin-none = Alle ved bordet spiller deres egen hånd nu – der er ingen plads at tage tilbage.
error-not-away = Ingen spiller din hånd for dig – den er din.
error-no-stand-in = I dette spil spiller ingen for en anden.
option-stand_in = Afløser
optdesc-stand_in = computeren (dygtig) spiller hånden for den, der går, indtil spilleren er tilbage
error-computer-unsupported = Computeren spiller ikke dette spil.
error-no-computer = Der er ingen computer at fjerne.
stats-vs-computer = Mod computeren: { $won } vundet af { $played }

## The table at a glance, a paged full log, why a game ended (issue 23)
table-log = Seneste træk
log-page = ({ $page }/{ $pages })
end-idle = Ingen gjorde noget i 45 minutter, så bordet blev lukket.
fish-end-empty-hand = { $names } har ingen kort tilbage, så spillet er slut.
fish-q-book = 📚 Sæt!
fish-end-all-books = Alle 13 sæt er lagt ned.
fish-end-empty-stock = Trækbunken er tom, så spillet er slut.
gin-table-info = Runde { $hand } · kastebunken { $card }
gin-footer = { $dealer } giver · trækbunken { $stock }
gin-sheet-rules-farg-gin = Til { $target } pr. kulør · 3 kulører vinder
gin-sheet-rules-hollywood-gin = Til { $target } pr. kolonne · 2 kolonner vinder
gin-summary = Runde { $hand }: { $kind ->
    [gin] 🎉
   *[other] ✊
} { $name } fik { $points } → { $columns }.
gin-summary-dead = Runde { $hand } talte ikke: ingen fik point.
gin-hand-shown = { $name }: { $melds } · { $points } point i løse kort: { $cards }
gin-blocked-short = blokeret: { $columns }
gin-short-knock = ✊ { $name } bankede med { $deadwood } point i løse kort.
gin-short-undercut = ✊ { $name } bankede med { $deadwood } point i løse kort – ↩️ men modspilleren har ikke flere!
gin-short-gin = 🎉 { $name } gik gin.
gin-defender-short = { $name }: { $points } point i løse kort{ $count ->
    [0] {""}
   *[other] , lagde { $count } kort til
}
tolv-await-play = ▶️ **{ $name }** står for tur
tolv-await-pay = 💸 **{ $name }** betaler ⚔️ { $amount }
tolv-await-choose-next = 👉 **{ $name }** vælger, hvem der tager næste tur 🃏
tolv-h-players = 👥 Spillere
tolv-h-enemy = 👹 Fjende { $n }/{ $total }
tolv-h-played = 🗡️ Spillede kort
tolv-h-discard = 🪦 Kastebunken { $count }
tolv-h-jesters = 🃏 Narre tilbage: { $count }
tolv-h-castle = 🏰 Borgen { $count }
tolv-h-next = ⏭️ næste { $rank }
tolv-h-tavern = 🍺 Trækbunken { $count }
tolv-end-all-left = 🚪 Alle har forladt bordet.
tolv-ev-enemy = 👹 Ny fjende { $card } ❤️ { $health } ⚔️ { $attack }
tolv-ev-turn = ▶️ { $name } står for tur
tolv-ev-played = 🗡️ { $name } spiller { $cards }
tolv-ev-jester = 🃏 Nar: immuniteten er væk 🔓{ $spades ->
    [0] {""}
   *[other] , { $suit } 🛡️ +{ $spades } tæller nu
}
tolv-ev-choosing = 👉 { $name } vælger, hvem der tager næste tur
tolv-ev-immune = 🔒 { $suit } virker ikke: fjenden er immun over for den
tolv-ev-hearts = { $suit } Heling: { $count } fra 🪦 tilbage under 🍺
tolv-ev-diamonds = { $suit } Træk: { $count } kort deles ud { $back }
tolv-ev-drew = { $back } { $name } trækker { $count }
tolv-ev-spades = { $suit } Skjold +{ $amount } → ⚔️ slag { $attack }
tolv-ev-clubs = { $suit } Dobbelt → 💥 { $damage }
tolv-ev-damage = 💥 Skade { $amount } → ❤️ { $health } tilbage
tolv-ev-defeated = ☠️ { $card } besejret → 🪦 kastebunken
tolv-ev-defeated-exact = ☠️ { $card } besejret præcist → 🍺 øverst i trækbunken
tolv-ev-yielded = 🏳️ { $name } står over
tolv-ev-strike = ⚔️ Slag { $amount } → { $name }
tolv-ev-paid = 💸 { $name } betaler { $cards } = { $total }/{ $due }
tolv-ev-chose = 👉 { $name } vælger { $target }
tolv-ev-chose-said = 👉 { $name } vælger { $target } ({ $said })
tolv-ev-solo-jester = 🃏 { $name } bruger en nar: 🪦 { $cards } → { $back } { $count } nye
tolv-ev-vacated = 🚪 { $name } forlod bordet{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-vacated-timeout = ⏱️ 🚪 tiden løb ud for { $name }{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-game-over = 🏁 Slut: { $icons }
cmd-settings-deck-name = dæk
cmd-settings-deck = Almindeligt dæk eller firefarvet dæk på din hånd og i det, kun du ser
deck-choice-two = almindeligt dæk: ♠ ♣ sorte, ♥ ♦ røde
deck-choice-four = firefarvet dæk: ♠ sort, ♥ rød, ♦ blå, ♣ grøn
settings-deck = Dine kort: { $deck } (på din hånd og i loggen, reglerne og forklaringen, du åbner; bordet er det samme for alle).

## Bordet på mit sprog, og hurtige beskeder (bot.core.phrases)
mirror-button = Mit sprog
table-id-short = #{ $id }
copy-replaced = Denne kopi af bordet er erstattet af en nyere og opdateres ikke længere: { $link }
copy-expired = Denne kopi af bordet opdateres ikke længere (Discord lader botten opdatere den i 15 minutter). Tryk på 🌐 på bordet for en ny: { $link }
phrases-title = Sig noget
phrases-help = Alle ved bordet læser det på deres eget sprog.
phrase-said = Du sagde: { $phrase }
phrase-too-soon = Du kan sige noget hvert tiende sekund – prøv igen om { $seconds } s.
phrase-not-here = Tolv fiender har ingen hurtige beskeder: reglerne tillader én udtalelse, og kun efter en nar.
phrase-line = { $name }: { $phrase }
phrase-good-luck = Held og lykke!
phrase-your-turn = Din tur!
phrase-one-moment = Et øjeblik…
phrase-well-played = Godt spillet!
phrase-oops = Ups!
phrase-thanks = Tak!
phrase-good-game = Tak for spillet!
phrase-rematch = Et spil til?

## Pause ved bordet (bot/core/pauses.py): alle ved bordet siger ja, alle kan fortsætte
pause-button = Pause
pause-agree = Hold pause
pause-decline = Spil videre
pause-resume = Fortsæt
pause-asked = ⏸️ { $name } vil gerne holde pause: { $agreed } af { $count } er enige
pause-paused = ⏸️ Pause (ønsket af { $name }) – ▶️ Fortsæt for at spille videre (lukkes { $until })
pause-hand = ⏸️ Pause (ønsket af { $name }): tryk ▶️ Fortsæt på bordet for at spille videre
pause-ev-paused = ⏸️ { $name } satte spillet på pause (alle var enige)
pause-ev-resumed = ▶️ { $name } fortsatte spillet
error-paused = Spillet holder pause (ønsket af { $name }): tryk ▶️ Fortsæt på bordet for at spille videre.
error-already-paused = Spillet holder allerede pause.
error-not-paused = Spillet holder ikke pause.
pause-not-paused = Spillet holder ikke pause.
pause-already = Spillet holder allerede pause (ønsket af { $name }).
pause-vote-open = { $name } har allerede bedt om en pause: tryk ✅ for at sige ja eller ✖️ for at spille videre.
pause-no-vote = Ingen beder om en pause (eller tiden løb ud): tryk ⏸️ Pause for at bede om en.
pause-voted = Du har allerede sagt ja; nu venter vi på de andre.
