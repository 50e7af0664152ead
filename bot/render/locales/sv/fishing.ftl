game-finns-i-sjon = Finns i sjön
game-go-fish = Go Fish
rules-finns-i-sjon = Samla fyrtal. På din tur frågar du en annan spelare efter en valör som du själv har minst ett kort av. Har de några lämnar de över alla och du frågar igen; har de inga säger de ”finns i sjön”, du drar ett kort ur sjön och din tur är slut, vad du än drar. Varje fråga hörs av alla: lyssna och kom ihåg. Med tom hand drar du ur sjön när det blir din tur. Spelet är slut när alla 13 fyrtal ligger ute; den som har flest fyrtal vinner.
rules-go-fish = Go Fish enligt danska regler. Samla fyrtal. Fråga en spelare som har kort efter en valör som du själv har. Har de den får du alla kort av den och frågar igen; annars säger de ”Gå och fiska!”: dra ett kort ur draghögen, och är det valören du frågade efter visar du det och frågar igen. Spelet är slut så fort en hand eller draghögen är tom; den som har flest fyrtal vinner. Varianter (alternativ): fråga efter ett bestämt kort; spela vidare tills alla 13 fyrtal ligger ute.
option-hand_size = Kort per spelare
option-history = Bordets minne
option-ask_mode = Fråga efter
option-ask_own_card = Får fråga efter eget kort
option-play_on = Spela tills alla fyrtal ligger ute
optdesc-hand_size = auto: reglernas antal (7 kort var vid ett litet bord, annars 5)
optdesc-history = senaste varvet: dragen sedan den som står på tur hade sin förra tur; alla drag: hela partiet
optdesc-ask_mode = en valör: alla kort av en valör; ett kort: ett bestämt kort
optdesc-ask_own_card = en tillåten bluff: frågan misslyckas alltid och din tur är slut
optdesc-play_on = spelet tar inte slut när en hand eller draghögen är tom
optval-recent = senaste varvet
optval-full = alla drag
optval-rank = en valör
optval-card = ett kort
fish-stock-finns-i-sjon = Sjön
fish-stock-go-fish = Draghögen
fish-seat-line = { $mark }{ $name } – { $cards } kort · fyrtal: { $books }
your-books = Dina fyrtal
pick-player = Vem frågar du?
player-with-cards = { $name } ({ $count } kort)
ask = Fråga
ev-asked = { $name } frågade { $target } efter { $ranks }.
ev-asked-card = { $name } frågade { $target } efter { $card }.
ev-gave = { $name } gav { $target } { $count } { $ranks }.
ev-no-finns-i-sjon = { $name }: ”Finns i sjön!”
ev-no-go-fish = { $name }: ”Gå och fiska!”
ev-drew = { $name } drog ett kort.
ev-showed = { $name } drog { $card }, visade det och frågar igen.
ev-book = 📚 { $name } lade ner ett fyrtal i { $ranks }.
ev-skipped = { $name } har inga kort och det finns inget att dra: turen går vidare.
ev-no-one-to-ask = Ingen annan har kort: { $name } drar ett kort.
ev-left = { $name } lämnade bordet.
ev-turn = – { $name } –
error-ask-yourself = Du kan inte fråga dig själv.
error-unknown-player = Den spelaren sitter inte vid bordet.
error-player-left = { $target } har lämnat bordet.
error-empty-hand = { $target } har inga kort, så du kan inte fråga hen.
error-card-required = Välj ett bestämt kort att fråga efter.
error-rank-required = Välj en valör att fråga efter.
error-own-card = Du får inte fråga efter ett kort som du själv har.
error-rank-not-held = Du kan bara fråga efter en valör som du själv har.
error-card-not-allowed = I det här spelet frågar du efter en valör, inte ett kort.
error-rank-not-allowed = I det här spelet frågar du efter ett bestämt kort, inte en valör.

## Resultat (issue 13: den som lämnar förlorar)
fish-seat-left = (har lämnat: fyrtalen är ur spel)
fish-result = { $count ->
    [one] { $names } vinner med { $books } fyrtal!
   *[other] Delad seger med { $books } fyrtal var: { $names }!
}
fish-result-players-left = { $names } vinner: alla andra har lämnat bordet.

## Senaste varvet på bordet, en rad per fråga; fråga med ett eller två tryck
fish-latest-round = Senaste varvet
fish-q-got = { $name } frågade { $target } efter { $what }: fick { $count }.
fish-q-miss-finns-i-sjon = { $name } frågade { $target } efter { $what }: ”Finns i sjön!”{ $drew ->
    [yes] {" "}– drog ett kort.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } frågade { $target } efter { $what }: ”Gå och fiska!”{ $drew ->
    [yes] {" "}– drog ett kort.
   *[no] {""}
}
fish-your-turn-pick = Din tur: välj vem du frågar och tryck sedan på ett kort för att fråga efter dess valör.
fish-your-turn-rank = Din tur: tryck på ett kort för att fråga { $target } efter dess valör.
fish-your-turn-card-rank = Din tur: tryck på ett kort för valören, sedan på kortet du frågar { $target } efter.
fish-your-turn-card = Vilket kort frågar du { $target } efter? (grönt)
fish-back = Tillbaka
