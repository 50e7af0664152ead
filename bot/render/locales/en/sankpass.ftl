## Sänkpass
game-sankpass = Sänkpass
rules-sankpass = Be the first to empty your hand. On your turn you must play exactly one card onto the pile; suits mean nothing. Order, low to high: 2 … 10, J, Q, K, A, 🃏 (a joker is above the ace and is not wild). Higher than the top card: nothing happens. Lower: you sink – allowed, but your next turn is passed automatically. The same rank as the top card: you lose. Playing your last card wins, unless it matches the top card. Table talk is free, and you may show your hand to the table.
option-jokers = Jokers
option-decks = Decks
option-deal = Deal
option-start_card = Start card
option-on_match = If someone plays the same rank
option-ace = Aces
option-reveal = Showing hands
optdesc-jokers = two per deck, above the ace, not wild
optdesc-decks = auto: the fewest whole decks that deal every hand
optdesc-sankpass-hand_size = 10 by default
optdesc-deal = random: an ordinary deal; same ranks: every player gets exactly the same ranks
optdesc-start_card = turn one card up to start the pile
optdesc-on_match = the game ends: that player loses and everyone else wins; the player is out: only that player leaves, the others play on
optdesc-ace = high: an ace is always above the king; player’s choice: whoever plays an ace says low (1) or high
optdesc-reveal = player’s choice: anyone may show or hide their hand; all shown: every hand is open from the deal; off: hands stay hidden
optval-random = random
optval-fixed = same ranks
optval-end = the game ends
optval-eliminate = the player is out
optval-high = high
optval-choice = player’s choice
optval-all = all shown
optval-off = off

# cards and the pile
sank-ace-low = { $card } (low)
sank-ace-high = { $card } (high)
sank-pile = Pile ({ $count } { $count ->
    [one] card
   *[other] cards
})
sank-pile-empty = empty – the first card can be anything
sank-top-mark = **{ $card }** ◀ top
sank-top = Top card
sank-seat-line = { $mark }{ $name } – { $cards } { $cards ->
    [one] card
   *[other] cards
}
sank-seat-out = ❌ out
sank-owes-pass = ⏭ owes a pass
sank-log = Plays

# the log
sank-ev-dealt = { $name } dealt { $count } cards to each player ({ $decks ->
    [one] one deck
   *[other] { $decks } decks
}).
sank-ev-start-card = Start card turned up: { $card }.
sank-ev-open = { $name } opened the pile with { $card }.
sank-ev-higher = { $name } played { $card } – higher.
sank-ev-lower = ⬇️ { $name } sank with { $card } – passes next turn.
sank-ev-match = 💥 { $name } played { $card } – the same rank as the top card!
sank-ev-passed = ⏭ { $name } must pass (automatic).
sank-ev-revealed = 👁 { $name } shows their hand.
sank-ev-hidden = 🙈 { $name } hides their hand.
sank-ev-eliminated = ❌ { $name } is out; { $count } { $count ->
    [one] card leaves
   *[other] cards leave
} play.
sank-ev-left = 🚪 { $name } left the table; { $count } { $count ->
    [one] card leaves
   *[other] cards leave
} play.
sank-result-emptied = { $name } played their last card and wins!
sank-result-matched = { $loser } played the same rank as the top card and loses. { $count ->
    [one] Winner
   *[other] Winners
}: { $names }!
sank-result-last-player = { $name } is the last player in the game and wins!
sank-result-players-left = Everyone else left: { $name } wins!

# the hand view
sank-you-are-out = You are out of this game.
sank-your-turn = Your turn: play one card on { $top }.
sank-your-turn-open = Your turn: the pile is empty, play any card.
sank-you-owe-pass = ⏭ You sank: your next turn is passed automatically.
sank-hand-shown = Your hand is shown to the table.
sank-hand-hidden = Your hand is hidden.
sank-hand-shown-all = Every hand is shown at this table.
sank-legend = ⬆️ higher · ⬇️ sinks: you pass next turn · ⚠️ same rank: loses
sank-legend-ace = ↕️ ace: you choose low or high
sank-reveal = Show my hand
sank-hide = Hide my hand
sank-ace-question = Play { $card } low (1, below 2) or high (above K)?
sank-confirm-end = { $card } has the same rank as the top card { $top }: playing it loses the game. Play it anyway?
sank-confirm-eliminate = { $card } has the same rank as the top card { $top }: playing it puts you out of the game. Play it anyway?
sank-confirm = Confirm: play { $card }

# refusals (engine codes)
error-ace-value-not-allowed = No ace value can be chosen for { $card } at this table.
error-ace-value-required = Say whether { $card } counts low or high.
error-eliminated = You are out of this game.
error-reveal-off = Hands cannot be shown at this table.
error-reveal-all = Every hand is always shown at this table.
error-already-revealed = Your hand is already shown.
error-not-revealed = Your hand is not shown.

# why the game ended, with the two cards
sank-result-matched-cards = { $loser } played { $card } on { $top }, the same rank, and loses. { $count ->
    [one] Winner
   *[other] Winners
}: { $names }!
