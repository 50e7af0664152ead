## Färg-gin and Hollywood Gin
game-farg-gin = Färg-gin
game-hollywood-gin = Hollywood Gin
rules-farg-gin = Two players, 10 cards each. Melds: runs of 3 or more in one suit (ace low) and sets of 3 or 4 of a rank; the other cards are deadwood (A = 1, J Q K = 10). On the first turn the non-dealer may take the up-card or pass, then the dealer; after that, draw from the stock or take the top discard, then discard (not the card you just took). With 11 cards you may knock (deadwood worth 10 or less) or go gin (no deadwood) as you discard. After a knock the defender may lay off onto the knocker’s melds; if the knocker has less deadwood, the knocker scores the difference, otherwise it is an undercut and the defender scores the difference + 10. Gin scores the defender’s deadwood + 20. Each player has one column per suit: the points go into every open suit that the knocker’s melds do not block (a run blocks its suit, a set of three the suit missing from it). A suit closes when a player reaches 100 in it, and that player wins it; 3 suits win the match, 2–2 is a draw. You may not knock or go gin if your points could enter no open suit. Remember the discards: only the top one is shown.
rules-hollywood-gin = Two players, 10 cards each. Melds: runs of 3 or more in one suit (ace low) and sets of 3 or 4 of a rank; the other cards are deadwood (A = 1, J Q K = 10). On the first turn the non-dealer may take the up-card or pass, then the dealer; after that, draw from the stock or take the top discard, then discard (not the card you just took). With 11 cards you may knock (deadwood worth 10 or less) or go gin (no deadwood) as you discard. After a knock the defender may lay off onto the knocker’s melds; less deadwood scores the difference, an undercut scores it + 10 for the defender, and gin scores the defender’s deadwood + 25. Three columns each: your first scoring hand goes into column 1, your second into columns 1 and 2, every later one into all three. A column closes when a player reaches 100 in it, and that player wins it; 2 columns win the match. Only the top discard is shown.
option-target = Points to win a column
option-gin_bonus = Gin bonus
option-undercut_bonus = Undercut bonus
option-tiebreak = At 2–2 in suits
optdesc-target = a column closes when a player reaches this
optdesc-gin_bonus = Färg-gin 20, Hollywood Gin 25
optdesc-undercut_bonus = added to the difference when the defender undercuts
optdesc-tiebreak = a draw: 2–2 stays a draw; total points: the higher total over all columns wins
optval-none = a draw
optval-total_points = total points

## Table
gin-await-take_or_pass = ▶ { $name }: take the up-card or pass.
gin-await-draw = ▶ { $name }: draw from the stock or take the top discard.
gin-await-draw_stock = ▶ { $name }: both passed the up-card – draw from the stock.
gin-await-discard = ▶ { $name }: discard – or knock, or go gin.
gin-move-took_upcard = { $name } took the up-card { $card }.
gin-move-passed = { $name } passed on the up-card { $card }.
gin-move-drew-stock = { $name } drew from the stock.
gin-move-drew-discard = { $name } took { $card } from the discard pile.
gin-move-discarded = { $name } discarded { $card }.
gin-move-knocked = { $name } knocked, discarding { $card }.
gin-move-gin = { $name } went gin, discarding { $card }.
gin-move-none = New hand: { $name } starts.
gin-column = Column { $n }
gin-nowhere = no column
gin-last-hand = Last hand (#{ $hand })
gin-no-melds = no melds
gin-settle-gin = 🎉 { $name } went gin (discarded { $card }).
gin-settle-knock = ✊ { $name } knocked with { $deadwood } deadwood (discarded { $card }).
gin-settle-undercut = ✊ { $name } knocked with { $deadwood } deadwood (discarded { $card }) – ↩️ undercut!
gin-scores = { $name } scores { $points } → { $columns }
gin-scores-bonus = { $name } scores { $points } (bonus { $bonus } included) → { $columns }
gin-dead = The hand is dead: only two cards are left in the stock. Nobody scores; { $name } deals again.
gin-result-draw = A draw: 2–2.
gin-result-tiebreak = { $name } wins on total points.
gin-result-forfeit = { $name } wins: the opponent left the match.

## Hand view
gin-you-take_or_pass = Your first turn: take the up-card or pass.
gin-you-draw = Your turn: draw from the stock or take the top discard.
gin-you-draw_stock = Both passed the up-card: draw from the stock.
gin-you-discard-out = Tap a card to discard it, or go out with a green button.
gin-out-scores = going out scores in { $columns }
gin-hand-stock = { $stock } in the stock
gin-hand-facts = { $deadwood } deadwood · { $stock } in the stock
gin-hand-facts-eleven = { $deadwood } deadwood after the blue card · { $stock } in the stock
gin-hand-top = discard pile: { $card }
gin-knock-out = { $card } Knock { $deadwood }
gin-gin-out = Gin { $card }
gin-take = Take { $card }
gin-pass = Pass
gin-draw-stock = Draw from the stock
gin-draw-discard = Take { $card }
gin-knock = Knock
gin-arr-farg-gin = { $n }. { $deadwood } deadwood · blocks { $blocked }
gin-arr-hollywood-gin = { $n }. { $deadwood } deadwood
gin-blocks-nothing = nothing
gin-arr-scores = scores in { $columns }
gin-arr-nothing = scores nothing: no open column
gin-ways-out = Going out, discarding { $card }
## Refusals (engine codes)
error-take-or-pass = First take the up-card or pass.
error-not-first-turn = Taking the up-card or passing is only for the first turn of a hand.
error-draw-first = Draw a card first, from the stock or the discard pile.
error-already-drew = You have drawn already; now discard.
error-must-draw-stock = Both passed the up-card: draw from the stock.
error-discard-empty = The discard pile is empty.
error-just-taken = You may not discard the card you just took from the discard pile.
error-deadwood-too-high = You may knock with at most { $limit } deadwood; you would have { $deadwood }.
error-not-gin = That is not gin: { $deadwood } deadwood is left.
error-invalid-meld = That is not a run or a set.
error-meld-card-not-in-hand = A meld uses a card you do not hold.
error-meld-card-twice = A card is used in two melds.
error-discard-in-meld = Your discard cannot be in a meld.
error-knock-scores-nothing = You may not go out like this: your points could not enter any open column.

## Discarding by tapping a card; going out; why the match ended; the last hand on short lines
gin-you-discard-tap = Tap a card to discard it.
gin-out-blocked = You could go out, but however you lay your melds, your points could not enter an open column: going out is not allowed now.
gin-arr-knock-blocks = Knock · blocks { $blocked }
gin-arr-gin-blocks = Gin · blocks { $blocked }
gin-back = Back
gin-result-farg-gin = { $name } wins the match, first to { $target } in { $columns }.
gin-result-hollywood-gin = { $name } wins the match, first to { $target } in { $columns }.
gin-result-tiebreak-points = 2–2 in suits: { $name } wins on total points, { $points } to { $other }.
gin-hand-layoff = { $card } → [{ $meld }]
gin-hand-laid-off = laid off { $list }
gin-hand-scoring-no = scoring hand no. { $n }
