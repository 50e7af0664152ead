## Kommandon
cmd-play = spela
cmd-play-desc = Öppna ett bord för ett kortspel i den här kanalen
cmd-play-game-name = spel
cmd-play-game = Vilket spel
cmd-play-options-name = alternativ
cmd-play-options = Alternativ, t.ex. hand_size=5 history=full (se /{ cmd-rules })
cmd-play-language-name = språk
cmd-play-language = Språk för det offentliga bordet
cmd-leave = lämna
cmd-leave-desc = Lämna ditt bord i den här kanalen
cmd-leave-table-name = bord
cmd-leave-table = Bordets nummer (om du sitter vid flera här)
cmd-rules = regler
cmd-rules-desc = Hur ett spel går till och vilka alternativ det har
cmd-stats = statistik
cmd-stats-desc = Serverns topplista
cmd-settings = inställningar
cmd-settings-desc = Var din hand visas; serverns språk för borden
cmd-settings-hand-name = hand
cmd-settings-hand = Var din hand visas
cmd-settings-language = Serverns standardspråk för offentliga bord (kräver Hantera server)
delivery-choice-ephemeral = här, som ett privat meddelande i kanalen
delivery-choice-dm = i mina DM
language-en = English
language-sv = Svenska
language-da = Dansk
language-no = Norsk
language-auto = serverns språk

## Lobby
lobby = lobby
lobby-open = Gå med, sedan startar { $host } spelet.
lobby-cancelled = Bordet avbröts.
lobby-abandoned = Bordet stängdes efter 45 minuter utan aktivitet.
lobby-started = Spelet har börjat: se bordet nedan.
seats-taken = Platser { $count } av { $seats }
seats-range = { $seats } spelare
options = Alternativ
change-option = Ändra ett alternativ…
table-id = Bord #{ $id }

## Med rating eller på skoj (lobbyns val; ett parti på skoj ändrar ingen rating och räknas inte i /stats)
rating-choose-rated = Spela med rating
rating-choose-casual = Spela på skoj (ratingen ändras inte)
table-id-rated = Bord #{ $id } · med rating
table-id-casual = Bord #{ $id } · på skoj
join = Gå med
leave = Lämna
start = Starta
cancel = Avbryt
rules = Regler
optval-auto = auto
optval-yes = ja
optval-no = nej

## Valörerna som ord (bot.i18n.rank_plural): $rank är A, 2–10, J, Q, K eller X (joker); $count väljer formen
rank-words = { $count ->
    [one] { $rank ->
        [A] ess
        [2] tvåa
        [3] trea
        [4] fyra
        [5] femma
        [6] sexa
        [7] sjua
        [8] åtta
        [9] nia
        [10] tia
        [J] knekt
        [Q] dam
        [K] kung
       *[X] joker
    }
   *[other] { $rank ->
        [A] ess
        [2] tvåor
        [3] treor
        [4] fyror
        [5] femmor
        [6] sexor
        [7] sjuor
        [8] åttor
        [9] nior
        [10] tior
        [J] knektar
        [Q] damer
        [K] kungar
       *[X] jokrar
    }
}

## Bordet
players = Spelare
my-hand = Min hand
full-log = Hela loggen
your-hand = din hand
hand-empty = (inga kort)
game-over = Spelet är slut
status = Läge
turn-of = På tur: { $name }.
seat-left = (har lämnat)
log-recent = Senaste varvet
log-full = Alla drag
result-abandoned = Bordet stängdes som övergivet.
result-winners = { $count ->
    [one] { $names } vinner!
   *[other] Delad seger: { $names }!
}
note-outdated = Visningen var inte längre aktuell – här är den nya.
left-table = Du har lämnat bord #{ $id }.
delivery-name-dm = i dina DM
delivery-name-ephemeral = privat i kanalen (”Min hand”)
settings-hand = Din hand visas { $mode }.
settings-language = Offentliga bord på servern använder: { $language }.

## Statistik
stats-empty = Inga avslutade partier på servern ännu.

## Fel (boten)
error-lobby-closed = Den här lobbyn är inte längre öppen.
error-already-joined = Du sitter redan vid det här bordet.
error-table-full = Bordet är fullt ({ $max } spelare).
error-not-in-lobby = Du är inte med i den här lobbyn.
error-host-only = Bara värden, { $host }, kan göra det.
error-seat-count = Det här spelet kräver { $min }–{ $max } spelare.
error-no-table = Det bordet finns inte längre.
error-no-table-here = Du sitter inte vid något bord i den här kanalen.
error-which-table = Du sitter vid flera bord här ({ $ids }): ange bordets nummer.
error-not-seated = Du sitter inte vid det här bordet.
error-not-started = Spelet har inte börjat än.
error-manage-guild = Bara medlemmar med Hantera server kan ändra serverns språk.

## Fel (regler)
error-not-your-turn = Det är inte din tur. På tur: { $turn }.
error-game-over = Spelet är slut.
error-bad-action = Det draget går inte just nu.
error-card-not-in-hand = Du har inte det kortet.

## Reliability: refused input and failures (nothing was changed)
error-not-saved = Det gick inte att spara, så inget ändrades – försök igen.
error-unexpected = Förlåt, något gick fel hos oss. Inget ändrades – försök igen.
error-unknown-op = Den knappen hör inte till det här bordet.
error-not-offered = Det valet är inte tillgängligt för dig just nu.
error-unknown-game = Det spelet finns inte här. Välj ett i listan.
error-options-too-long = Alternativen är för långa (högst { $max } tecken). Se /{ cmd-rules } för varje spels alternativ.
error-bad-choice = Det är inte ett av valen.

## Statistik (issue 13: topplistor med vinstandel, läsarens egen rad, alla spel; samarbetsspelens bordsresultat)
cmd-stats-game = Vilket spel (utelämna för alla spel)
stats-title-all = Topplista – alla spel
stats-title-game = Topplista – { $game }
stats-title-coop = { $game } – bordets resultat
stats-table-results = bordets resultat
stats-you-none = Du har inga avslutade partier här ännu.
stats-totals = { $players } spelare · { $games } { $games ->
    [one] parti
   *[other] partier
}
stats-empty-game = Inga avslutade partier av { $game } på servern ännu.
stats-coop-played = { $played } { $played ->
    [one] parti
   *[other] partier
} · bordet vann: { $won } ({ NUMBER($rate, style: "percent", maximumFractionDigits: 1) })
stats-coop-solo = Enmansspel: { $solo } { $solo ->
    [one] parti
   *[other] partier
} · 🥇 { $gold } · 🥈 { $silver } · 🥉 { $bronze }
stats-coop-best-won = Bästa resultat: alla { $total } fiender besegrade
stats-coop-best-lost = Bästa resultat: { $defeated } av { $total } fiender besegrade
stats-coop-recent = Senaste: { $tables }
stats-coop-you = Du: { $played } { $played ->
    [one] parti
   *[other] partier
}, bordet vann { $won }.
stats-coop-you-none = Du har inte spelat det här spelet här ännu.

## Hjälp vid bordet
legend = Vad symbolerna betyder
you-left-game = Du har lämnat det här spelet.

## Bordets alternativ: tal skrivs i ett formulär; felaktiga alternativ i ord
options-numbers = Tal…
options-numbers-title = Tal för bord #{ $id }
options-saved = Alternativen är sparade.
option-range = { $min }–{ $max }
option-range-auto = { $range }, eller tomt för auto
option-range-default = { $range }, eller tomt för { $default }
error-option-number = { $option } måste vara ett heltal från { $min } till { $max }{ $auto ->
    [yes] {" "}eller auto
   *[no] {""}
}.
error-option-choice = { $option } kan vara: { $choices }.
error-option-unknown = { $game } har inget alternativ som heter ”{ $name }”. Se /{ cmd-rules } för spelets alternativ.
error-option-invalid = Det värdet fungerar inte för { $option }.
error-option-syntax = Skriv alternativ som namn=värde, t.ex. hand_size=5 (inte ”{ $part }”). Se /{ cmd-rules }.
error-option-hands-too-big = { $option }: { $seats } spelare kan få högst { $max } kort var ur en kortlek, inte { $size }.
error-option-decks-too-few = { $option }: { $decks ->
    [one] en kortlek har
   *[other] { $decks } kortlekar har
} { $have } kort, men { $seats } händer med { $size } kort behöver { $need }. Välj minst { $min }, eller auto.

## Turn pings, messages that no longer update, moving the hand, play again (issue 10)
ping-turn = 🔔 { $user }, din tur: { $game }, bord #{ $id } → { $link }
cmd-settings-ping-name = påminnelse
cmd-settings-ping = Nämn mig när ett bord väntar på mitt drag
ping-choice-on = på
ping-choice-off = av
settings-ping = Påminnelser om din tur: { $state }.
ping-state-on = på (du nämns när ett bord väntar på ditt drag)
ping-state-off = av
lobby-moved = ▶️ Spelet har börjat: { $link }
table-moved = ➡️ Bord #{ $id } fortsätter i ett nyare meddelande: { $link }
hand-replaced = Den här visningen av din hand har ersatts av en nyare och uppdateras inte längre. Använd den nya, eller ”{ my-hand }” vid bordet: { $link }
hand-expired = Den här visningen av din hand uppdateras inte längre (Discord låter boten uppdatera den i 15 minuter). Tryck på ”{ my-hand }” vid bordet för att se din aktuella hand: { $link }
hand-moved-to-dm = Din hand finns nu i dina DM, i ett meddelande som jag håller aktuellt. Det gäller även dina kommande spel. Ångra med /{ cmd-settings } { cmd-settings-hand-name }: här.
hand-moved-back = Din hand är tillbaka vid bordet, även i dina kommande spel. Tryck på ”{ my-hand }” vid bordet för att se den: { $link }
hand-dm-failed = Jag kunde inte skicka något DM till dig (du har kanske stängt av DM från servermedlemmar). Din hand finns kvar under ”{ my-hand }” vid bordet; /{ cmd-settings } { cmd-settings-hand-name }: här ställer tillbaka inställningen.
play-again = Spela igen
rematch-lobby = Lobby #{ $id }
rematch-exists = En ny lobby för det här bordet är redan öppen (#{ $id }): { $link }
error-rematch-not-over = ”Spela igen” går att välja när spelet är slut.

## Tillförlitlighet i kanterna (issue 21)
error-lobbies-per-user = Du är redan värd för { $count } { $count ->
    [one] öppen lobby
   *[other] öppna lobbyer
}: starta eller avbryt en av dem innan du öppnar en till.
error-lobbies-per-channel = Den här kanalen har redan { $count } { $count ->
    [one] öppen lobby
   *[other] öppna lobbyer
}: gå med i en av dem, eller öppna din i en annan kanal.
error-missing-permission = Jag kan inte ha ett bord igång här: jag behöver behörigheten { $perms } i den här kanalen. Be en administratör ge mig den; inget ändrades.
perm-view_channel = Visa kanal
perm-send_messages = Skicka meddelanden
perm-send_messages_in_threads = Skicka meddelanden i trådar
perm-embed_links = Bädda in länkar
perm-read_message_history = Läs meddelandehistorik
table-stalled = ⏳ Väntar på { $name } – senaste draget var { $since }. Om hen har gått kan varje spelare lämna med /{ cmd-leave }; bordet stängs automatiskt 45 minuter efter det senaste draget.
limit-more = … och { $count } till

## Computer players (issue 22)
computer-name = 🤖 Dator { $number }
computer-easy = lätt
computer-good = skicklig
computer-seat = { $name } ({ $level })
computer-add = + { $level }
computer-remove = Ta bort

## A computer stands in for a player who left (bot.core.computers), and Rejoin
stand-in-name = 🤖 för { $name }
log-stand-in = 🤖 { $name } har gått – datorn spelar i stället.
log-rejoined = ↩️ { $name } är tillbaka och spelar själv igen.
rejoin-button = Jag är tillbaka
stand-in-hand = 🤖 Datorn spelar din hand åt dig – tryck på Jag är tillbaka för att spela själv.
left-stand-in = Du har lämnat bord #{ $id }. Datorn spelar din hand tills du trycker på Jag är tillbaka på bordet.
rejoin-after-turn = Du tar över igen så fort datorn är klar med den här turen.
error-stood-in = Datorn spelar din hand just nu – tryck först på Jag är tillbaka för att spela själv.
error-already-away = Du har redan lämnat spelet; datorn spelar din hand. Tryck på Jag är tillbaka för att ta tillbaka platsen.
error-rejoin-not-yours = Det är bara { $names } som kan ta tillbaka sin plats här.
error-rejoin-pending = Du är redan på väg tillbaka – datorn gör klart den här turen först.
error-rejoin-none = Alla vid bordet spelar sin egen hand nu – det finns ingen plats att ta tillbaka.
error-not-away = Ingen spelar din hand åt dig – den är din.
error-no-stand-in = I det här spelet spelar ingen åt någon annan.
option-stand_in = Inhoppare
optdesc-stand_in = datorn (skicklig) spelar handen åt den som går, tills spelaren är tillbaka
error-computer-unsupported = Datorn spelar inte det här spelet.
error-no-computer = Det finns ingen dator att ta bort.
stats-vs-computer = Mot datorn: { $won } vunna av { $played }

## The table at a glance, a paged full log, why a game ended (issue 23)
table-log = Senaste dragen
log-page = ({ $page }/{ $pages })
end-idle = Ingen gjorde något på 45 minuter, så bordet stängdes.
fish-end-empty-hand = { $names } har inga kort kvar, så spelet är slut.
fish-q-book = 📚 Fyrtal!
fish-end-all-books = Alla 13 fyrtal ligger ute.
fish-end-empty-stock = Draghögen är slut, så spelet är slut.
gin-table-info = Runda { $hand } · sakhögen { $card }
gin-footer = { $dealer } ger · talongen { $stock }
gin-sheet-rules-farg-gin = Till { $target } per färg · 3 färger vinner
gin-sheet-rules-hollywood-gin = Till { $target } per kolumn · 2 kolumner vinner
gin-summary = Runda { $hand }: { $kind ->
    [gin] 🎉
   *[other] ✊
} { $name } fick { $points } → { $columns }.
gin-summary-dead = Runda { $hand } räknades inte: ingen fick poäng.
gin-hand-shown = { $name }: { $melds } · { $points } i överkort: { $cards }
gin-blocked-short = hindrade: { $columns }
gin-short-knock = ✊ { $name } knackade med { $deadwood } i överkort.
gin-short-undercut = ✊ { $name } knackade med { $deadwood } i överkort – ↩️ underknack!
gin-short-gin = 🎉 { $name } gick gin.
gin-defender-short = { $name }: { $points } i överkort{ $count ->
    [0] {""}
   *[other] , passade in { $count } kort
}
tolv-await-play = ▶️ På tur: **{ $name }**
tolv-await-pay = 💸 **{ $name }** betalar ⚔️ { $amount }
tolv-await-choose-next = 👉 **{ $name }** väljer vem som tar nästa tur 🃏
tolv-h-players = 👥 Spelare
tolv-h-enemy = 👹 Fiende { $n }/{ $total }
tolv-h-played = 🗡️ Spelade kort
tolv-h-discard = 🪦 Kasthögen { $count }
tolv-h-jesters = 🃏 Narrar kvar: { $count }
tolv-h-castle = 🏰 Slottet { $count }
tolv-h-next = ⏭️ nästa { $rank }
tolv-h-tavern = 🍺 Leken { $count }
tolv-end-all-left = 🚪 Alla har lämnat bordet.
tolv-ev-enemy = 👹 Ny fiende { $card } ❤️ { $health } ⚔️ { $attack }
tolv-ev-turn = ▶️ På tur: { $name }
tolv-ev-played = 🗡️ { $name } spelar { $cards }
tolv-ev-jester = 🃏 Narr: släckningen borta 🔓{ $spades ->
    [0] {""}
   *[other] , { $suit } 🛡️ +{ $spades } räknas nu
}
tolv-ev-choosing = 👉 { $name } väljer vem som tar nästa tur
tolv-ev-immune = 🔒 { $suit } släckt: fienden släcker sin egen färg
tolv-ev-hearts = { $suit } Läka: { $count } från 🪦 tillbaka under 🍺
tolv-ev-diamonds = { $suit } Dra: { $count } kort delas ut { $back }
tolv-ev-drew = { $back } { $name } drar { $count }
tolv-ev-spades = { $suit } Sköld +{ $amount } → ⚔️ slag { $attack }
tolv-ev-clubs = { $suit } Dubbelt → 💥 { $damage }
tolv-ev-damage = 💥 Skada { $amount } → ❤️ { $health } kvar
tolv-ev-defeated = ☠️ { $card } besegrad → 🪦 kasthögen
tolv-ev-defeated-exact = ☠️ { $card } besegrad exakt → 🍺 överst i leken
tolv-ev-yielded = 🏳️ { $name } står över
tolv-ev-strike = ⚔️ Slag { $amount } → { $name }
tolv-ev-paid = 💸 { $name } betalar { $cards } = { $total }/{ $due }
tolv-ev-chose = 👉 { $name } väljer { $target }
tolv-ev-chose-said = 👉 { $name } väljer { $target } ({ $said })
tolv-ev-solo-jester = 🃏 { $name } använder en narr: 🪦 { $cards } → { $back } { $count } nya
tolv-ev-vacated = 🚪 { $name } lämnade bordet{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-vacated-timeout = ⏱️ 🚪 tiden gick ut för { $name }{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-game-over = 🏁 Slut: { $icons }
cmd-settings-deck-name = kortlek
cmd-settings-deck = Vanlig eller fyrfärgad kortlek på din hand och i det som bara du ser
deck-choice-two = vanlig kortlek: ♠ ♣ svarta, ♥ ♦ röda
deck-choice-four = fyrfärgad kortlek: ♠ svart, ♥ röd, ♦ blå, ♣ grön
settings-deck = Dina kort: { $deck } (på din hand och i loggen, reglerna och förklaringen du öppnar; bordet är detsamma för alla).

## Bordet på mitt språk, och snabbfraser (bot.core.phrases)
mirror-button = Mitt språk
table-id-short = #{ $id }
copy-replaced = Den här kopian av bordet har ersatts av en nyare och uppdateras inte längre: { $link }
copy-expired = Den här kopian av bordet uppdateras inte längre (Discord låter boten uppdatera den i 15 minuter). Tryck på 🌐 på bordet för en ny: { $link }
phrases-title = Säg något
phrases-help = Alla vid bordet läser det på sitt eget språk.
phrase-said = Du sa: { $phrase }
phrase-too-soon = Du kan säga något var tionde sekund – försök igen om { $seconds } s.
phrase-not-here = Tolv fiender har inga snabbfraser: reglerna tillåter ett enda uttalande, och bara efter en narr.
phrase-line = { $name }: { $phrase }
phrase-good-luck = Lycka till!
phrase-your-turn = Din tur!
phrase-one-moment = Ett ögonblick…
phrase-well-played = Snyggt spelat!
phrase-oops = Hoppsan!
phrase-thanks = Tack!
phrase-good-game = Tack för spelet!
phrase-rematch = Ett parti till?

## Paus vid bordet (bot/core/pauses.py): alla vid bordet håller med, vem som helst fortsätter
pause-button = Paus
pause-agree = Pausa
pause-decline = Spela vidare
pause-resume = Fortsätt
pause-asked = ⏸️ { $name } vill ta en paus: { $agreed } av { $count } håller med
pause-paused = ⏸️ Paus (begärd av { $name }) – ▶️ Fortsätt för att spela vidare (stängs { $until })
pause-hand = ⏸️ Paus (begärd av { $name }): tryck ▶️ Fortsätt på bordet för att spela vidare
pause-ev-paused = ⏸️ { $name } pausade partiet (alla höll med)
pause-ev-resumed = ▶️ { $name } fortsatte partiet
error-paused = Partiet är pausat (av { $name }): tryck ▶️ Fortsätt på bordet för att spela vidare.
error-already-paused = Partiet är redan pausat.
error-not-paused = Partiet är inte pausat.
pause-not-paused = Partiet är inte pausat.
pause-already = Partiet är redan pausat (av { $name }).
pause-vote-open = { $name } har redan bett om en paus: tryck ✅ för att hålla med eller ✖️ för att spela vidare.
pause-no-vote = Ingen ber om en paus (eller så gick tiden ut): tryck ⏸️ Paus för att be om en.
pause-voted = Du har redan hållit med; nu väntar vi på de andra.
