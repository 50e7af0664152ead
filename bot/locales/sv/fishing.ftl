game-finns-i-sjon = Finns i sjön
game-go-fish = Go Fish (danska regler)
rules-finns-i-sjon = Samla fyrtal. På din tur frågar du en annan spelare efter en valör du själv har. Har de några lämnar de över alla och du frågar igen; har de inga säger de "finns i sjön", du drar ur sjön och din tur är slut, vad du än drar. Varje fråga hörs av alla: lyssna och kom ihåg. Med tom hand drar du ur sjön. Spelet slutar när alla 13 fyrtal ligger; flest fyrtal vinner.
rules-go-fish = Samla fyrtal. Fråga en spelare som har kort efter en valör du har. Har de den får du alla och fortsätter; annars: "Gå fisk" — dra, och drar du valören du frågade efter visar du den och fortsätter. Spelet slutar när en hand eller högen är tom; flest fyrtal vinner. Varianter: fråga efter ett bestämt kort; spela vidare tills alla 13 fyrtal ligger.
option-hand_size = Kort per hand
option-history = Bordets minne
option-ask_mode = Fråga efter
option-ask_own_card = Får fråga efter eget kort
option-play_on = Spela tills alla fyrtal ligger
optdesc-hand_size = auto ger 7 vid små bord, annars 5
optdesc-history = recent visar dragen sedan aktuell spelares förra tur; full behåller alla frågor
optdesc-ask_mode = en valör, eller ett bestämt kort
optdesc-ask_own_card = en tillåten bluff som alltid misslyckas
optdesc-play_on = spelet slutar inte på tom hand eller tom hög
optval-recent = senaste
optval-full = allt
optval-rank = en valör
optval-card = ett kort
fish-stock-finns-i-sjon = Sjön
fish-stock-go-fish = Draghögen
fish-seat-line = { $mark }{ $name } — { $cards } kort · fyrtal: { $books }
your-books = Dina fyrtal
your-turn-ask = Din tur: välj en spelare och vad du frågar efter.
pick-player = Fråga vem?
pick-rank = Efter vilken valör?
pick-suit = Vilket kort?
player-with-cards = { $name } ({ $count } kort)
ask = Fråga
ev-asked = { $name } frågade { $target } efter { $rank }:or.
ev-asked-card = { $name } frågade { $target } efter { $rank }.
ev-gave = { $name } gav { $target } { $count } × { $rank }.
ev-no-finns-i-sjon = { $name }: "Finns i sjön!"
ev-no-go-fish = { $name }: "Gå fisk!"
ev-drew = { $name } drog ett kort.
ev-showed = { $name } drog och visade { $card } — och fortsätter.
ev-book = 📚 { $name } lade ner fyrtalet i { $rank }:or.
ev-skipped = { $name } har inga kort och inget att dra: turen går vidare.
ev-no-one-to-ask = Ingen annan har kort: { $name } drar ur sjön.
ev-left = { $name } lämnade bordet.
ev-turn = — { $name } —
error-ask-yourself = Du kan inte fråga dig själv.
error-unknown-player = Den spelaren sitter inte vid bordet.
error-player-left = { $target } har lämnat bordet.
error-empty-hand = { $target } har inga kort att fråga efter.
error-card-required = Välj ett bestämt kort att fråga efter.
error-rank-required = Välj en valör att fråga efter.
error-own-card = Du får inte fråga efter ett kort du själv har.
error-rank-not-held = Du kan bara fråga efter en valör du själv har.
error-card-not-allowed = I det här spelet frågar du efter en valör, inte ett kort.
error-rank-not-allowed = I det här spelet frågar du efter ett bestämt kort, inte en valör.

## Senaste varvet på bordet, en rad per fråga; fråga med ett eller två tryck
fish-latest-round = Senaste varvet
fish-q-got = { $name } frågade { $target } efter { $kind ->
    [card] { $rank }
   *[rank] { $rank }:or
}: fick { $count }.
fish-q-miss-finns-i-sjon = { $name } frågade { $target } efter { $kind ->
    [card] { $rank }
   *[rank] { $rank }:or
}: "Finns i sjön!"{ $drew ->
    [yes] {" "}— drog ett kort.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } frågade { $target } efter { $kind ->
    [card] { $rank }
   *[rank] { $rank }:or
}: "Gå fisk!"{ $drew ->
    [yes] {" "}— drog ett kort.
   *[no] {""}
}
fish-your-turn-pick = Din tur: välj vem du frågar och tryck sedan på en valör.
fish-your-turn-rank = Din tur: tryck på en valör för att fråga { $target } efter den (välj en annan spelare ovan).
fish-your-turn-card-rank = Din tur: tryck på en valör och sedan på kortet du frågar { $target } efter.
fish-your-turn-card = Vilken { $rank } frågar du { $target } efter?
fish-back = Tillbaka
