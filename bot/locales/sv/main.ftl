## Kommandon
cmd-play = spela
cmd-play-desc = Öppna ett bord för ett kortspel i den här kanalen
cmd-play-game-name = spel
cmd-play-game = Vilket spel
cmd-play-options-name = alternativ
cmd-play-options = Alternativ, t.ex. hand_size=5 history=full (se /regler)
cmd-play-language-name = språk
cmd-play-language = Språk för det offentliga bordet
cmd-leave = lämna
cmd-leave-desc = Lämna ditt bord i den här kanalen
cmd-leave-table-name = bord
cmd-leave-table = Bordsnummer (om du sitter vid flera här)
cmd-rules = regler
cmd-rules-desc = Hur ett spel spelas, och dess alternativ
cmd-stats = statistik
cmd-stats-desc = Serverns topplista
cmd-settings = inställningar
cmd-settings-desc = Var din hand visas; serverns språk för borden
cmd-settings-hand-name = hand
cmd-settings-hand = Var din hand visas
cmd-settings-language = Serverns standard för offentliga bord (kräver Hantera server)
delivery-choice-ephemeral = här, som ett privat meddelande i kanalen
delivery-choice-dm = i mina DM
language-en = English
language-sv = Svenska
language-da = Dansk
language-auto = serverns språk

## Lobby
lobby = lobby
lobby-open = { $host } har öppnat ett bord. Gå med, sedan startar värden.
lobby-cancelled = Bordet avbröts.
lobby-abandoned = Bordet stängdes efter 45 minuter utan aktivitet.
lobby-started = Spelet har börjat: se bordet nedan.
seats-taken = Platser ({ $count } av { $min }–{ $max })
seats-range = { $min }–{ $max } spelare
options = Alternativ
change-option = Ändra ett alternativ…
table-id = Bord #{ $id }
join = Gå med
leave = Lämna
start = Starta
cancel = Avbryt
rules = Regler
optval-auto = auto
optval-yes = ja
optval-no = nej

## Bordet
players = Spelare
my-hand = Min hand
full-log = Hela loggen
your-hand = din hand
hand-empty = (inga kort)
hand-here = Visa min hand här i stället
hand-to-dm = Skicka min hand som DM
game-over = Spelet är slut
status = Läge
turn-of = Det är { $name }s tur.
seat-left = (har lämnat)
log-recent = Sedan den aktuella spelarens förra tur
log-full = Alla drag
result-abandoned = Bordet stängdes som övergivet.
result-winners = { $count ->
    [one] { $names } vinner!
   *[other] Delad seger: { $names }!
}
note-outdated = Den vyn var inaktuell; här är den aktuella.
left-table = Du har lämnat bord #{ $id }.
delivery-dm = Din hand hålls aktuell i dina DM.
delivery-ephemeral = Din hand visas här, privat, med knappen "Min hand".
delivery-name-dm = i dina DM
delivery-name-ephemeral = privat i kanalen ("Min hand")
settings-hand = Din hand visas { $mode }.
settings-language = Offentliga bord på servern använder: { $language }.

## Statistik
stats-title = Topplista
stats-line = { $rank }. { $user } — { $wins } { $wins ->
    [one] vinst
   *[other] vinster
} på { $played } { $played ->
    [one] parti
   *[other] partier
}
stats-empty = Inga avslutade partier på servern ännu.

## Fel (boten)
error-bad-option = Det alternativet är inte giltigt: { $detail }
error-lobby-closed = Den här lobbyn är inte längre öppen.
error-already-joined = Du har redan gått med vid det här bordet.
error-table-full = Bordet är fullt ({ $max } spelare).
error-not-in-lobby = Du är inte med i den här lobbyn.
error-host-only = Bara värden kan göra det.
error-seat-count = Det här spelet kräver { $min }–{ $max } spelare.
error-no-table = Det bordet finns inte längre.
error-no-table-here = Du sitter inte vid något bord i den här kanalen.
error-which-table = Du sitter vid flera bord här ({ $ids }): ange bordsnumret.
error-not-seated = Du sitter inte vid det här bordet.
error-not-started = Spelet har inte börjat än.
error-manage-guild = Bara medlemmar med Hantera server kan ändra serverns språk.

## Fel (regler)
error-not-your-turn = Det är { $turn }s tur, inte din.
error-game-over = Spelet är slut.
error-bad-action = Det draget går inte här.
error-card-not-in-hand = Du har inte det kortet.

## Reliability: refused input and failures (nothing was changed)
error-not-saved = Det gick inte att spara, så inget ändrades – försök igen.
error-unexpected = Förlåt, något gick fel hos oss. Inget ändrades – försök igen.
error-unknown-op = Den kontrollen hör inte till det här bordet.
error-not-offered = Det valet är inte tillgängligt för dig just nu.
error-unknown-game = Det spelet finns inte här. Välj ett i listan.
error-options-too-long = Inställningarna är för långa (högst { $max } tecken). Se /rules för varje spels inställningar.
error-bad-choice = Det är inte ett av valen.

## Hjälp vid bordet
legend = Vad symbolerna betyder
you-left-game = Du har lämnat det här spelet.

## Bordets inställningar: tal skrivs i ett formulär; felaktiga inställningar i ord
options-numbers = Tal…
options-numbers-title = Tal för bord #{ $id }
options-saved = Inställningarna är sparade.
option-range = { $min }–{ $max }
option-range-auto = { $range }, eller tomt för auto
option-range-default = { $range }, eller tomt för { $default }
error-option-number = { $option } måste vara ett heltal från { $min } till { $max }{ $auto ->
    [yes] {" "}eller auto
   *[no] {""}
}.
error-option-choice = { $option } kan vara: { $choices }.
error-option-unknown = { $game } har ingen inställning som heter ”{ $name }”. Se /rules för spelets inställningar.
error-option-invalid = Det värdet fungerar inte för { $option }.
error-option-syntax = Skriv inställningar som namn=värde, t.ex. hand_size=5 (inte ”{ $part }”). Se /rules.
error-option-hands-too-big = { $option }: { $seats } spelare kan få högst { $max } kort var ur en kortlek, inte { $size }.
error-option-decks-too-few = { $option }: { $decks ->
    [one] en kortlek har
   *[other] { $decks } kortlekar har
} { $have } kort, men { $seats } händer med { $size } kort behöver { $need }. Välj minst { $min }, eller auto.
