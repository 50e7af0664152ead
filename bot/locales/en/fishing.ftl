game-finns-i-sjon = Finns i sjön
game-go-fish = Go Fish
rules-finns-i-sjon = Collect books of four. On your turn ask another player for a rank you hold. If they have it they hand over all of it and you ask again; if not they say "finns i sjön", you draw from the lake and your turn ends, whatever you draw. Every question is public: listen and remember. An empty hand draws from the lake. The game ends when all 13 books are down; most books wins.
rules-go-fish = Collect books of four. Ask any player who holds cards for a rank you hold. If they have it you get all of it and go again; if not: "Go fish" — draw, and if you drew the rank you asked for, show it and go again. The game ends when a hand or the pile is empty; most books wins. Variations: ask for a specific card; play on until all 13 books are down.
option-hand_size = Cards per hand
option-history = Table memory
option-ask_mode = Ask for
option-ask_own_card = May ask for a card you hold
option-play_on = Play on until all books are down
optdesc-hand_size = auto deals 7 to small tables, 5 otherwise
optdesc-history = recent shows the moves since the current player's last turn; full keeps every question
optdesc-ask_mode = a rank, or one specific card
optdesc-ask_own_card = a legal bluff that always fails
optdesc-play_on = the game does not end on an empty hand or pile
optval-recent = recent
optval-full = full
optval-rank = a rank
optval-card = a card
fish-stock-finns-i-sjon = The lake
fish-stock-go-fish = Draw pile
fish-seat-line = { $mark }{ $name } — { $cards } { $cards ->
    [one] card
   *[other] cards
} · books: { $books }
your-books = Your books
your-turn-ask = Your turn: pick a player and what to ask for.
pick-player = Ask whom?
pick-rank = For which rank?
pick-suit = Which card?
player-with-cards = { $name } ({ $count } { $count ->
    [one] card
   *[other] cards
})
ask = Ask
ev-asked = { $name } asked { $target } for { $rank }s.
ev-asked-card = { $name } asked { $target } for { $rank }.
ev-gave = { $name } gave { $target } { $count } × { $rank }.
ev-no-finns-i-sjon = { $name }: "Finns i sjön!"
ev-no-go-fish = { $name }: "Go fish!"
ev-drew = { $name } drew a card.
ev-showed = { $name } drew and showed { $card } — and goes again.
ev-book = 📚 { $name } laid down the book of { $rank }s.
ev-skipped = { $name } has no cards and nothing to draw: turn passes.
ev-no-one-to-ask = Nobody else holds cards: { $name } fishes.
ev-left = { $name } left the table.
ev-turn = — { $name } —
error-ask-yourself = You cannot ask yourself.
error-unknown-player = That player is not at this table.
error-player-left = { $target } has left the table.
error-empty-hand = { $target } has no cards to ask for.
error-card-required = Pick a specific card to ask for.
error-rank-required = Pick a rank to ask for.
error-own-card = You may not ask for a card you hold yourself.
error-rank-not-held = You can only ask for a rank you hold.
error-card-not-allowed = In this game you ask for a rank, not a card.
error-rank-not-allowed = In this game you ask for a specific card, not a rank.

## The latest round on the table, one line per question; asking in one or two taps
fish-latest-round = Latest round
fish-q-got = { $name } asked { $target } for { $kind ->
    [card] { $rank }
   *[rank] { $rank }s
}: got { $count }.
fish-q-miss-finns-i-sjon = { $name } asked { $target } for { $kind ->
    [card] { $rank }
   *[rank] { $rank }s
}: "Finns i sjön!"{ $drew ->
    [yes] {" "}— drew a card.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } asked { $target } for { $kind ->
    [card] { $rank }
   *[rank] { $rank }s
}: "Go fish!"{ $drew ->
    [yes] {" "}— drew a card.
   *[no] {""}
}
fish-your-turn-pick = Your turn: pick whom to ask, then tap a rank.
fish-your-turn-rank = Your turn: tap a rank to ask { $target } for it (pick another player above).
fish-your-turn-card-rank = Your turn: tap a rank, then the card to ask { $target } for.
fish-your-turn-card = Which { $rank } do you ask { $target } for?
fish-back = Back
