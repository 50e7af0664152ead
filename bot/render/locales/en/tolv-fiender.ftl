## Tolv fiender (the public table is icons and numbers; these are the few words around it)
game-tolv-fiender = Tolv fiender
rules-tolv-fiender = Tolv fiender (“twelve enemies”) is cooperative: together you defeat four jacks (❤️ 20, ⚔️ 10), then four queens (❤️ 30, ⚔️ 15), then four kings (❤️ 40, ⚔️ 20). On your turn play a card (A = 1, J 10, Q 15, K 20), an ace with one other card, or 2–4 cards of one rank totalling at most 10 – or yield, unless everyone else yielded on their latest turn. Each suit is a power on the total: ♥ puts cards from the discard pile back under the tavern 🍺, ♦ deals cards around the table, ♣ doubles the damage, ♠ 🛡️ lowers the enemy’s attack. An enemy is immune to its own suit 🔒 until a jester 🃏 is played; whoever played the jester then chooses who goes next, and meanwhile the others may say 🙋 or 🙅 – the only thing anyone may say. If the damage equals the enemy’s remaining health, the enemy goes face down on top of the tavern; if it is more, the enemy goes to the discard pile. Either way the enemy does not strike, and you start a new turn at once against the next enemy. Otherwise the enemy strikes back ⚔️: discard cards one at a time until the strike is covered, or the table loses. If the game waits for you and you do nothing for 90 seconds, your seat counts as left and your hand goes to the discard pile. Solo: 8 cards and two jesters that each replace your whole hand; a win is 🥇 / 🥈 / 🥉 for 0 / 1 / 2 jesters used.
tolv-say-go = I’d like to go
tolv-say-rather-not = I’d rather not
tolv-you-said = You said: { $wish }
tolv-result-victory = All the enemies are defeated: the table wins!
tolv-result-gold = All twelve defeated without a jester: a gold win!
tolv-result-silver = All twelve defeated with one jester: a silver win.
tolv-result-bronze = All twelve defeated with both jesters: a bronze win.
tolv-result-lost = The table lost after defeating { $count } { $count ->
    [one] enemy
   *[other] enemies
}, with { $name } to play.
tolv-you-left = Your seat is empty: you have left this game.
tolv-your-turn = Your turn: play or yield.
tolv-your-pay = The enemy strikes for { $amount }: choose cards one at a time until the strike is covered.
tolv-choose-next = Choose who takes the next turn.
tolv-wait-play = Waiting for { $name } to play.
tolv-wait-pay = Waiting for { $name } to pay { $amount }.
tolv-wait-choose = { $name } chooses who goes next. You may say 🙋 or 🙅 with the buttons on the table.
tolv-play = Play
tolv-yield = Yield
tolv-clear = Clear
tolv-pay = Pay
tolv-covered = Covered: press Pay.
tolv-short = { $short } still to cover.
tolv-cannot-cover = Your whole hand is worth { $value }: it cannot cover the strike.
tolv-solo-jester = Jester ({ $count } left)
tolv-pv-damage = 🗡️ { $value } → 💥 { $damage } damage
tolv-pv-blocked = 🔒 { $suit } does nothing: the enemy is immune to it
tolv-pv-hearts = ♥ { $count } { $count ->
    [one] card goes
   *[other] cards go
} from the discard pile under the tavern
tolv-pv-diamonds = ♦ { $count } { $count ->
    [one] card is
   *[other] cards are
} dealt around the table
tolv-pv-spades = ♠ 🛡️ the enemy’s attack drops to { $attack } (−{ $amount })
tolv-pv-clubs = ♣ the damage is doubled
tolv-pv-exact = ☠️ Exact kill: face down on top of the tavern; no strike, you play again
tolv-pv-defeat = ☠️ Killed, damage to spare: to the discard pile; no strike, you play again
tolv-pv-strike = ❤️ { $health } left; then it strikes back for ⚔️ { $attack }
tolv-pv-jester = 🃏 The enemy loses its immunity 🔓: no damage, no strike
tolv-pv-jester-spent = 🃏 The enemy is already without immunity: no damage, no strike
tolv-pv-choose = 👉 Then you choose who takes the next turn
error-wrong-step = { $awaiting ->
    [pay] You must pay the strike first.
    [choose_next] You must choose who takes the next turn first.
   *[other] You must play a card or yield first.
}
error-not-a-combo = Play one card, an ace with one other card, or 2–4 cards of one rank totalling at most 10.
error-too-many-aces = Three or four aces are not a move.
error-combo-too-high = Cards of one rank may total at most 10 (these make { $total }).
error-jester-alone = A jester is always played alone.
error-yield-twice = You may not yield twice in a row.
error-must-play = Everyone else yielded on their latest turn: someone must play.
error-payment-short = These cards make { $total }; the strike is { $due }.
error-already-covered = The strike of { $due } is already covered: you may not discard another card.
error-say-not-open = You may only speak while whoever played a jester chooses who goes next.
error-chooser-cannot-say = You are the one choosing: pick a player instead.
error-not-solo = The two jesters beside the deck are only for a solo game.
error-no-jesters-left = Both jesters have been used.
error-no-cards = Choose at least one card first.
error-duplicate-card = A card is listed twice.
error-tolv-fiender-empty-hand = With no cards in hand you can only use a jester.

## What the table's icons mean; warnings before a move that loses; why the table lost
tolv-legend =
    👹 the enemy: ❤️ health · ⚔️ strike · 🛡️ spades against it
    🔒 immune to its own suit · 🔓 not any more (a jester 🃏)
    🗡️ cards played against it · 💥 damage · ☠️ defeated
    🏰 the castle: enemies to come · ⏭️ the next rank
    🍺 the tavern (draw pile) · 🔝 its known top
    🪦 the discard pile · { $back } cards in hand
    ▶️ plays · 💸 pays a strike · 👉 picks who goes next
    🏳️ yielded last turn · 🚪 left
    🙋 “I’d like to go” · 🙅 “I’d rather not”
    ⏱️ time left to decide
    ♥ discards back under the tavern · ♦ cards dealt around
    ♠ lowers the strike · ♣ double damage
    Σ the cards’ total value (in your hand)
    🏆 won · 💀 lost · 🥇 🥈 🥉 solo wins · 🃏 × jesters left
tolv-pv-loses = With this move the table loses.
tolv-warn-cannot-pay = The enemy would then strike back for { $attack }, and the cards you keep are worth { $value }: you could not cover it, and the table loses.
tolv-warn-empty-hand = This defeats the enemy with your last card: you would begin your next turn with no cards, and the table loses.
tolv-warn-yield = If you yield, the enemy strikes back for { $attack }, and your hand is worth { $value }: you could not cover it, and the table loses.
tolv-warn-no-cards-you = The enemy would then strike back for { $attack }, and your next turn would begin at once, with no cards in your hand: the table loses.
tolv-warn-no-cards-next = The enemy would then strike back for { $attack }, and the turn would pass to { $name }, who has no cards: the table loses.
tolv-play-anyway = Play anyway
tolv-yield-anyway = Yield anyway
tolv-back = Back
tolv-result-cannot-pay = The table lost after defeating { $count } { $count ->
    [one] enemy
   *[other] enemies
}: { $name } could not cover a strike of { $due } with a hand worth { $value }.
tolv-result-empty-hand = The table lost after defeating { $count } { $count ->
    [one] enemy
   *[other] enemies
}: { $name } had no cards at the start of a turn.
