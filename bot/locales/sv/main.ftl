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
language-auto = serverns språk

## Lobby
lobby = lobby
lobby-open = { $host } har öppnat ett bord. Gå med, sedan startar värden spelet.
lobby-cancelled = Bordet ställdes in.
lobby-abandoned = Bordet stängdes efter 45 minuter utan aktivitet.
lobby-started = Spelet har börjat: se bordet nedan.
seats-taken = Platser ({ $count } av { $seats })
seats-range = { $seats } spelare
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
hand-here = Visa min hand här i stället
hand-to-dm = Skicka min hand som DM
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
note-outdated = Vyn var inte längre aktuell – här är den nya.
left-table = Du har lämnat bord #{ $id }.
delivery-dm = Din hand hålls aktuell i dina DM.
delivery-ephemeral = Din hand visas här, privat, med knappen ”Min hand”.
delivery-name-dm = i dina DM
delivery-name-ephemeral = privat i kanalen (”Min hand”)
settings-hand = Din hand visas { $mode }.
settings-language = Offentliga bord på servern använder: { $language }.

## Statistik
stats-title = Topplista
stats-line = { $rank }. { $user } – { $wins } { $wins ->
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
error-already-joined = Du sitter redan vid det här bordet.
error-table-full = Bordet är fullt ({ $max } spelare).
error-not-in-lobby = Du är inte med i den här lobbyn.
error-host-only = Bara värden kan göra det.
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
