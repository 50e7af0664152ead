# After the game (issue 30): the replay, the game file, /history, the ratings.

## The replay (bot/render/replay.py)
replay-button = Replay
replay-title = { $game } – replay
replay-deal = The deal · { $total } { $total ->
    [one] move
   *[other] moves
}
replay-position = Move { $move } of { $total }
replay-hand = hand { $n } of { $total }
replay-enemy = enemy { $n } of { $total }
replay-round = round { $n }
replay-hands = Hands
replay-player = Player { $n }
replay-stock = Stock ({ $count }): { $cards }
replay-discard = Discard pile ({ $count }): { $cards }
replay-file-button = Game file
replay-file = Table #{ $id } as a file: the whole game, for `python -m engine replay` (it plays every move again and prints the final state and result, so anyone can check the game).
replay-unknown = There is no such finished game here.
replay-gone = This game's replay is no longer kept (replays are kept for { $days } { $days ->
    [one] day
   *[other] days
}); its result and the ratings stay.
replay-file-gz = Table #{ $id } as a file: the whole game, gzipped (it is long). Check it with `gunzip -c { $name } | python -m engine replay -`: it plays every move again and prints the final state and result.
replay-file-too-large = This game's file would be { $size } MB, more than Discord lets a bot attach.

## /history (bot/render/history_view.py)
cmd-history = history
cmd-history-desc = Finished games: replays, results, game files
cmd-history-game = Only this game
cmd-history-mine = Only games I played
cmd-history-mine-name = mine
history-title = Finished games
history-title-dm = Your finished games
history-filter = { $game } · { $who }
history-everyone = everyone’s
history-only-mine = only mine
history-all-games = all games
history-page = page { $page } of { $pages }
history-empty = No finished games here yet.
history-empty-filtered = No finished games match.
history-open = Open a replay…
history-choose-game = Which game…
history-show-mine = Only mine
history-show-everyone = Everyone’s
history-abandoned = closed as abandoned
history-casual = 🎲 casual
history-draw = a draw
history-won = 🏆 { $names }
history-coop-won = 🏆 the table won
history-coop-lost = 💀 { $defeated } of { $total } enemies defeated
history-unknown = That list has changed or does not exist; run /{ cmd-history } again.

## Ratings (bot/storage/rating.py)
rating-head = Ratings on this server
rating-line = { $name } { $before } → { $after } { $move }

## /stats ranks by rating (bot/storage/stats.py, bot/render/stats_view.py)
stats-rated = { $rank }. { $user } – { $rating } · { $played } { $played ->
    [one] game
   *[other] games
} · { $wins } { $wins ->
    [one] win
   *[other] wins
}
stats-level = { $level } { $rating }
stats-rating-note = Ranked by rating: { $base } to start, up with wins, down with losses, and settling as you play (what the bot is sure of: μ − 3σ).
