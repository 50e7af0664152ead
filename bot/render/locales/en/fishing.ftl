game-finns-i-sjon = Finns i sjön
game-go-fish = Go Fish
rules-finns-i-sjon = Swedish family Go Fish (“finns i sjön”: it’s in the lake). Collect books of four. On your turn ask another player for a rank you hold. If they have any, they hand over every card of it and you ask again; if not, they say “Finns i sjön!”: you draw a card from the lake and your turn ends, whatever you draw. Every question is public: listen and remember. With an empty hand you draw from the lake when your turn comes. The game ends when all 13 books are down; most books wins.
rules-go-fish = Go Fish as the Danish rules play it. Collect books of four. Ask any player who holds cards for a rank you hold. If they have it, you get every card of it and ask again; if not, they say “Go fish!”: draw from the draw pile, and if you drew the rank you asked for, show it and ask again. The game ends as soon as a hand or the draw pile is empty; most books wins. Variations (options): ask for one specific card; play on until all 13 books are down.
option-hand_size = Cards per player
option-history = Table memory
option-ask_mode = Ask for
option-ask_own_card = May ask for a card you hold
option-play_on = Play on until all books are down
optdesc-hand_size = auto: the rules’ count (7 cards each at a small table, otherwise 5)
optdesc-history = since last turn: the moves since the current player’s previous turn; every move: the whole game
optdesc-ask_mode = a rank: every card of a rank; a card: one specific card
optdesc-ask_own_card = a legal bluff: the question always fails and your turn ends
optdesc-play_on = the game does not end when a hand or the draw pile is empty
optval-recent = since last turn
optval-full = every move
optval-rank = a rank
optval-card = a card
fish-stock-finns-i-sjon = The lake
fish-stock-go-fish = Draw pile
fish-seat-line = { $mark }{ $name } – { $cards } { $cards ->
    [one] card
   *[other] cards
} · books: { $books }
your-books = Your books
pick-player = Ask whom?
player-with-cards = { $name } ({ $count } { $count ->
    [one] card
   *[other] cards
})
ask = Ask
ev-asked = { $name } asked { $target } for { $ranks }.
ev-asked-card = { $name } asked { $target } for { $card }.
ev-gave = { $name } gave { $target } { $count } { $ranks }.
ev-no-finns-i-sjon = { $name }: “Finns i sjön!”
ev-no-go-fish = { $name }: “Go fish!”
ev-drew = { $name } drew a card.
ev-showed = { $name } drew { $card }, showed it and asks again.
ev-book = 📚 { $name } laid down a book of { $ranks }.
ev-skipped = { $name } has no cards and there is nothing to draw: the turn passes.
ev-no-one-to-ask = Nobody else holds cards: { $name } draws a card.
ev-left = { $name } left the table.
ev-turn = – { $name } –
error-ask-yourself = You cannot ask yourself.
error-unknown-player = That player is not at this table.
error-player-left = { $target } has left the table.
error-empty-hand = { $target } has no cards, so you cannot ask them.
error-card-required = Pick a specific card to ask for.
error-rank-required = Pick a rank to ask for.
error-own-card = You may not ask for a card you hold yourself.
error-rank-not-held = You can only ask for a rank you hold.
error-card-not-allowed = In this game you ask for a rank, not a card.
error-rank-not-allowed = In this game you ask for a specific card, not a rank.

## Results (issue 13: a leaver forfeits)
fish-seat-left = (left: books out of play)
fish-result = { $count ->
    [one] { $names } wins with { $books } { $books ->
        [one] book
       *[other] books
    }!
   *[other] Shared win with { $books } { $books ->
        [one] book
       *[other] books
    } each: { $names }!
}
fish-result-players-left = { $names } wins: everyone else has left the table.

## The latest round on the table, one line per question; asking in one or two taps
fish-latest-round = Latest round
fish-q-got = { $name } asked { $target } for { $what }: got { $count }.
fish-q-miss-finns-i-sjon = { $name } asked { $target } for { $what }: “Finns i sjön!”{ $drew ->
    [yes] {" "}– drew a card.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } asked { $target } for { $what }: “Go fish!”{ $drew ->
    [yes] {" "}– drew a card.
   *[no] {""}
}
fish-your-turn-pick = Your turn: pick whom to ask, then tap a card to ask for its rank.
fish-your-turn-rank = Your turn: tap a card to ask { $target } for its rank.
fish-your-turn-card-rank = Your turn: tap a card for its rank, then the card to ask { $target } for.
fish-your-turn-card = Which card do you ask { $target } for? (green)
fish-back = Back
