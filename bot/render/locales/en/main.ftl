## Commands (names must be lowercase, no spaces)
cmd-play = play
cmd-play-desc = Open a table for a card game in this channel
cmd-play-game-name = game
cmd-play-game = Which game
cmd-play-options-name = options
cmd-play-options = Options, e.g. hand_size=5 history=full (see /{ cmd-rules })
cmd-play-language-name = language
cmd-play-language = Language of the public table
cmd-leave = leave
cmd-leave-desc = Leave your table in this channel
cmd-leave-table-name = table
cmd-leave-table = Table number (if you sit at several here)
cmd-rules = rules
cmd-rules-desc = How a game is played, and its options
cmd-stats = stats
cmd-stats-desc = This server’s leaderboard
cmd-settings = settings
cmd-settings-desc = Where your hand is shown; the server’s table language
cmd-settings-hand-name = hand
cmd-settings-hand = Where your hand is shown
cmd-settings-language = Server default for public tables (needs Manage Server)
delivery-choice-ephemeral = here, as a private message in the channel
delivery-choice-dm = in my DMs
language-en = English
language-sv = Svenska
language-da = Dansk
language-no = Norsk
language-auto = the server’s language

## Lobby
lobby = lobby
lobby-open = Join, then { $host } starts the game.
lobby-cancelled = This table was cancelled.
lobby-abandoned = This table was closed after 45 minutes without activity.
lobby-started = The game has started: see the table below.
seats-taken = Seats { $count } of { $seats }
seats-range = { $seats } players
options = Options
change-option = Change an option…
table-id = Table #{ $id }

## Rated or casual (the lobby's choice; a casual game moves no rating and /stats does not count it)
rating-choose-rated = Play rated
rating-choose-casual = Play casual (no rating change)
table-id-rated = Table #{ $id } · rated
table-id-casual = Table #{ $id } · casual
join = Join
leave = Leave
start = Start
cancel = Cancel
rules = Rules
optval-auto = auto
optval-yes = yes
optval-no = no

## Ranks as words (bot.i18n.rank_plural): $rank is A, 2–10, J, Q, K or X (joker); $count picks the form
rank-words = { $count ->
    [one] { $rank ->
        [A] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [J] jack
        [Q] queen
        [K] king
       *[X] joker
    }
   *[other] { $rank ->
        [A] aces
        [2] twos
        [3] threes
        [4] fours
        [5] fives
        [6] sixes
        [7] sevens
        [8] eights
        [9] nines
        [10] tens
        [J] jacks
        [Q] queens
        [K] kings
       *[X] jokers
    }
}

## Table
players = Players
my-hand = My hand
full-log = Full log
your-hand = your hand
hand-empty = (no cards)
game-over = Game over
status = Status
turn-of = { $name } to play.
seat-left = (left)
log-recent = Since the current player’s last turn
log-full = Every move
result-abandoned = The table was closed as abandoned.
result-winners = { $count ->
    [one] { $names } wins!
   *[other] Shared win: { $names }!
}
note-outdated = That view was out of date; here is the current one.
left-table = You left table #{ $id }.
delivery-name-dm = in your DMs
delivery-name-ephemeral = privately in the channel (“My hand”)
settings-hand = Your hand is shown { $mode }.
settings-language = Public tables on this server use: { $language }.

## Stats
stats-empty = No finished games on this server yet.

## Errors (bot)
error-lobby-closed = This lobby is no longer open.
error-already-joined = You have already joined this table.
error-table-full = This table is full ({ $max } players).
error-not-in-lobby = You are not in this lobby.
error-host-only = Only the host, { $host }, can do that.
error-seat-count = This game needs { $min }–{ $max } players.
error-no-table = That table no longer exists.
error-no-table-here = You are not seated at any table in this channel.
error-which-table = You sit at several tables here ({ $ids }): give the table number.
error-not-seated = You are not seated at this table.
error-not-started = The game has not started yet.
error-manage-guild = Only members with Manage Server can change the server’s language.

## Errors (rules; codes from the engine)
error-not-your-turn = It is not your turn: { $turn } is to play.
error-game-over = The game is over.
error-bad-action = That move is not possible now.
error-card-not-in-hand = You do not hold that card.

## Reliability: refused input and failures (nothing was changed)
error-not-saved = That could not be saved, so nothing changed – please try again.
error-unexpected = Sorry, something went wrong on our side. Nothing was changed – please try again.
error-unknown-op = That control is not part of this table.
error-not-offered = That choice is not available to you right now.
error-unknown-game = There is no such game here. Pick one from the list.
error-options-too-long = The options are too long (at most { $max } characters). See /{ cmd-rules } for the options of each game.
error-bad-choice = That is not one of the choices.

## Stats (issue 13: rankings with win rates, the reader's own line, all games; cooperative table results)
cmd-stats-game = Which game (leave it out for all games)
stats-title-all = Leaderboard – all games
stats-title-game = Leaderboard – { $game }
stats-title-coop = { $game } – the table's results
stats-table-results = the table's results
stats-you-none = You have no finished games here yet.
stats-totals = { $players } { $players ->
    [one] player
   *[other] players
} · { $games } { $games ->
    [one] game
   *[other] games
}
stats-empty-game = No finished games of { $game } on this server yet.
stats-coop-played = { $played } { $played ->
    [one] game
   *[other] games
} · won by the table: { $won } ({ NUMBER($rate, style: "percent", maximumFractionDigits: 1) })
stats-coop-solo = Solo: { $solo } { $solo ->
    [one] game
   *[other] games
} · 🥇 { $gold } · 🥈 { $silver } · 🥉 { $bronze }
stats-coop-best-won = Best result: all { $total } enemies defeated
stats-coop-best-lost = Best result: { $defeated } of { $total } enemies defeated
stats-coop-recent = Latest: { $tables }
stats-coop-you = You: { $played } { $played ->
    [one] game
   *[other] games
}, the table won { $won }.
stats-coop-you-none = You have not played this game here yet.

## Table help
legend = What the icons mean
you-left-game = You have left this game.

## Lobby options: numbers typed into a form; refused options in words
options-numbers = Numbers…
options-numbers-title = Numbers for table #{ $id }
options-saved = The options are saved.
option-range = { $min }–{ $max }
option-range-auto = { $range }, or empty for auto
option-range-default = { $range }, or empty for { $default }
error-option-number = { $option } must be a whole number from { $min } to { $max }{ $auto ->
    [yes] , or auto
   *[no] {""}
}.
error-option-choice = { $option } can be: { $choices }.
error-option-unknown = { $game } has no option called “{ $name }”. See /{ cmd-rules } for its options.
error-option-invalid = That value does not work for { $option }.
error-option-syntax = Write options as name=value, e.g. hand_size=5 (not “{ $part }”). See /{ cmd-rules }.
error-option-hands-too-big = { $option }: { $seats } players can get at most { $max } cards each from one deck, not { $size }.
error-option-decks-too-few = { $option }: { $decks ->
    [one] one deck holds
   *[other] { $decks } decks hold
} { $have } cards, but { $seats } hands of { $size } need { $need }. Choose at least { $min }, or auto.

## Turn pings, messages that no longer update, moving the hand, play again (issue 10)
ping-turn = 🔔 { $user }, your turn: { $game }, table #{ $id } → { $link }
cmd-settings-ping-name = ping
cmd-settings-ping = Mention me when a table awaits my move
ping-choice-on = on
ping-choice-off = off
settings-ping = Turn pings: { $state }.
ping-state-on = on (you are mentioned when a table awaits your move)
ping-state-off = off
lobby-moved = ▶️ The game has started: { $link }
table-moved = ➡️ Table #{ $id } goes on in a newer message: { $link }
hand-replaced = This hand view was replaced by a newer one and no longer updates. Use the newer one, or “{ my-hand }” on the table: { $link }
hand-expired = This hand view no longer updates (Discord lets the bot update it for 15 minutes). For your current hand, press “{ my-hand }” on the table: { $link }
hand-moved-to-dm = Your hand is now in your DMs, in a message I keep up to date. This applies to your later games too. To undo it: /{ cmd-settings } { cmd-settings-hand-name }: here.
hand-moved-back = Your hand is back at the table, for your later games too. Press “{ my-hand }” on the table to see it: { $link }
hand-dm-failed = I could not send you a DM (perhaps your DMs are closed to this server). Your hand is still one click away with “{ my-hand }” on the table; /{ cmd-settings } { cmd-settings-hand-name }: here sets the setting back.
play-again = Play again
rematch-lobby = Lobby #{ $id }
rematch-exists = A new lobby for this table is already open (#{ $id }): { $link }
error-rematch-not-over = “Play again” is offered once the game is over.

## Reliability at the edges (issue 21)
error-lobbies-per-user = You already host { $count } open { $count ->
    [one] lobby
   *[other] lobbies
}: start or cancel one before you open another.
error-lobbies-per-channel = This channel already has { $count } open { $count ->
    [one] lobby
   *[other] lobbies
}: join one of them, or open yours in another channel.
error-missing-permission = I cannot run a table in this channel: I need the permission { $perms }. Ask a server admin to grant it to me here; nothing was changed.
perm-view_channel = View Channel
perm-send_messages = Send Messages
perm-send_messages_in_threads = Send Messages in Threads
perm-embed_links = Embed Links
perm-read_message_history = Read Message History
table-stalled = ⏳ Waiting for { $name } – the last move was { $since }. If they have gone, each player can leave with /{ cmd-leave }; the table closes by itself 45 minutes after the last move.
limit-more = … and { $count } more

## Computer players (issue 22)
computer-name = 🤖 Computer { $number }
computer-easy = easy
computer-good = good
computer-seat = { $name } ({ $level })
computer-add = + { $level }
computer-remove = Remove

## A computer stands in for a player who left (bot.core.computers), and Rejoin
stand-in-name = 🤖 for { $name }
log-stand-in = 🤖 { $name } left – a computer plays in their place.
log-rejoined = ↩️ { $name } is back and plays again.
rejoin-button = Rejoin
stand-in-hand = 🤖 A computer plays your hand for you – press Rejoin to play it yourself.
left-stand-in = You left table #{ $id }. A computer plays your hand until you press Rejoin on the table.
rejoin-after-turn = You take over again as soon as the computer has finished this turn.
error-stood-in = A computer plays your hand now – press Rejoin first to play yourself.
error-already-away = You have already left this game; a computer plays your hand. Press Rejoin to take your seat back.
error-rejoin-not-yours = Only { $names } can take their seat back here.
error-rejoin-pending = You are already on your way back: the computer finishes this turn first.
error-rejoin-none = Everyone at this table plays their own hand now: there is no seat to take back.
error-not-away = Nobody plays your hand for you: it is yours.
error-no-stand-in = Nobody plays for another player in this game.
option-stand_in = Stand-in
optdesc-stand_in = a computer (good) plays the hand of a player who leaves, until they rejoin
error-computer-unsupported = The computer does not play this game.
error-no-computer = There is no computer player to remove.
stats-vs-computer = Against the computer: { $won } won of { $played }

## The table at a glance, a paged full log, why a game ended (issue 23)
table-log = Latest moves
log-page = ({ $page }/{ $pages })
end-idle = Nobody moved for 45 minutes, so the table was closed.
fish-end-empty-hand = { $count ->
    [one] { $names } has no cards left, so the game is over.
   *[other] { $names } have no cards left, so the game is over.
}
fish-q-book = 📚 Book!
fish-end-all-books = All 13 books are down.
fish-end-empty-stock = The draw pile is empty, so the game is over.
gin-table-info = Hand { $hand } · discard pile { $card }
gin-footer = { $dealer } deals · stock { $stock }
gin-sheet-rules-farg-gin = To { $target } in a suit · 3 suits win
gin-sheet-rules-hollywood-gin = To { $target } in a column · 2 columns win
gin-summary = Hand { $hand }: { $kind ->
    [gin] 🎉
   *[other] ✊
} { $name } scored { $points } → { $columns }.
gin-summary-dead = Hand { $hand } was dead: nobody scored.
gin-hand-shown = { $name }: { $melds } · { $points } deadwood: { $cards }
gin-blocked-short = blocked: { $columns }
gin-short-knock = ✊ { $name } knocked with { $deadwood } deadwood.
gin-short-undercut = ✊ { $name } knocked with { $deadwood } deadwood – ↩️ undercut!
gin-short-gin = 🎉 { $name } went gin.
gin-defender-short = { $name }: { $points } deadwood{ $count ->
    [0] {""}
   *[other] , laid off { $count }
}
tolv-await-play = ▶️ **{ $name }** to play
tolv-await-pay = 💸 **{ $name }** pays ⚔️ { $amount }
tolv-await-choose-next = 👉 **{ $name }** chooses who goes next 🃏
tolv-h-players = 👥 Players
tolv-h-enemy = 👹 Enemy { $n }/{ $total }
tolv-h-played = 🗡️ Played
tolv-h-discard = 🪦 Discard { $count }
tolv-h-jesters = 🃏 Jesters left: { $count }
tolv-h-castle = 🏰 Castle { $count }
tolv-h-next = ⏭️ next { $rank }
tolv-h-tavern = 🍺 Tavern { $count }
tolv-end-all-left = 🚪 Everyone has left the table.
tolv-ev-enemy = 👹 New enemy { $card } ❤️ { $health } ⚔️ { $attack }
tolv-ev-turn = ▶️ Turn: { $name }
tolv-ev-played = 🗡️ { $name } plays { $cards }
tolv-ev-jester = 🃏 Jester: immunity gone 🔓{ $spades ->
    [0] {""}
   *[other] , { $suit } 🛡️ +{ $spades } now counts
}
tolv-ev-choosing = 👉 { $name } chooses who goes next
tolv-ev-immune = 🔒 { $suit } blocked: the enemy is immune
tolv-ev-hearts = { $suit } Heal: { $count } from 🪦 back under 🍺
tolv-ev-diamonds = { $suit } Draw: { $count } { $count ->
    [one] card
   *[other] cards
} dealt { $back }
tolv-ev-drew = { $back } { $name } draws { $count }
tolv-ev-spades = { $suit } Shield +{ $amount } → ⚔️ attack { $attack }
tolv-ev-clubs = { $suit } Double → 💥 { $damage }
tolv-ev-damage = 💥 Damage { $amount } → ❤️ { $health } left
tolv-ev-defeated = ☠️ { $card } defeated → 🪦 discard pile
tolv-ev-defeated-exact = ☠️ { $card } defeated exactly → 🍺 top of the tavern
tolv-ev-yielded = 🏳️ { $name } yields
tolv-ev-strike = ⚔️ Strike { $amount } → { $name }
tolv-ev-paid = 💸 { $name } pays { $cards } = { $total }/{ $due }
tolv-ev-chose = 👉 { $name } picks { $target }
tolv-ev-chose-said = 👉 { $name } picks { $target } ({ $said })
tolv-ev-solo-jester = 🃏 { $name } uses a jester: 🪦 { $cards } → { $back } { $count } new
tolv-ev-vacated = 🚪 { $name } left{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-vacated-timeout = ⏱️ 🚪 { $name } ran out of time{ $count ->
    [0] {""}
   *[other] {" "}→ 🪦 { $cards }
}
tolv-ev-game-over = 🏁 Game over: { $icons }
cmd-settings-deck-name = deck
cmd-settings-deck = The card colours in your hand and what else only you see
deck-choice-two = ordinary: ♠ ♣ black, ♥ ♦ red
deck-choice-four = four colours: ♠ black, ♥ red, ♦ blue, ♣ green
settings-deck = Your cards: { $deck } (in your hand, and in the log, rules and legend you open; the table is the same for everyone).

## The table in my language, and quick phrases (bot.core.phrases)
mirror-button = My language
table-id-short = #{ $id }
copy-replaced = This copy of the table was replaced by a newer one and no longer updates: { $link }
copy-expired = This copy of the table no longer updates (Discord lets the bot update it for 15 minutes). Press 🌐 on the table for a fresh one: { $link }
phrases-title = Say something
phrases-help = Everyone at the table reads it in their own language.
phrase-said = You said: { $phrase }
phrase-too-soon = You can say something every 10 seconds – try again in { $seconds } s.
phrase-not-here = Tolv fiender has no quick phrases: its rules allow one statement, and only after a jester.
phrase-line = { $name }: { $phrase }
phrase-good-luck = Good luck!
phrase-your-turn = Your turn!
phrase-one-moment = One moment…
phrase-well-played = Well played!
phrase-oops = Oops!
phrase-thanks = Thanks!
phrase-good-game = Good game!
phrase-rematch = Rematch?

## Pausing a table (bot/core/pauses.py): everyone seated agrees, anyone resumes
pause-button = Pause
pause-agree = Pause
pause-decline = Play on
pause-resume = Resume
pause-asked = ⏸️ { $name } asks for a pause: { $agreed } of { $count } agree
pause-paused = ⏸️ Paused by { $name } – ▶️ Resume to play on (closes { $until })
pause-hand = ⏸️ Paused by { $name }: press ▶️ Resume on the table to play on
pause-ev-paused = ⏸️ { $name } paused the game (everyone agreed)
pause-ev-resumed = ▶️ { $name } resumed the game
error-paused = The game is paused (by { $name }): press ▶️ Resume on the table to play on.
error-already-paused = The game is paused already.
error-not-paused = The game is not paused.
pause-not-paused = The game is not paused.
pause-already = The game is paused already (by { $name }).
pause-vote-open = { $name } has already asked for a pause: press ✅ to agree or ✖️ to play on.
pause-no-vote = Nobody is asking for a pause (or the request ran out): press ⏸️ Pause to ask.
pause-voted = You have agreed already; waiting for the others.
