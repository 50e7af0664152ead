game-finns-i-sjon = Finns i sjön
game-go-fish = Go Fish
rules-finns-i-sjon = Svensk Hopp i havet («finns i sjön»: den finnes i sjøen). Samle stikk av fire like. Når det er din tur, spør du en annen spiller om en valør du selv har minst ett kort av. Har spilleren noen, får du alle sammen og spør igjen; hvis ikke, sier spilleren «Finns i sjön!»: du trekker et kort fra sjøen, og turen din er over, uansett hva du trekker. Alle hører hvert spørsmål: lytt og husk. Har du ingen kort på hånden, trekker du fra sjøen når det blir din tur. Spillet er slutt når alle 13 stikk er lagt ned; flest stikk vinner.
rules-go-fish = Go Fish etter de danske reglene – i Norge kjent som Hopp i havet. Samle stikk av fire like. Spør en spiller som har kort, om en valør du selv har. Har spilleren den, får du alle kortene av den valøren og spør igjen; hvis ikke, sier spilleren «Gå og fisk!»: trekk et kort fra trekkbunken, og er det valøren du spurte om, viser du det og spør igjen. Spillet er slutt så snart en hånd eller trekkbunken er tom; flest stikk vinner. Varianter (spillinnstillinger): spør om ett bestemt kort; spill videre til alle 13 stikk er lagt ned.
option-hand_size = Kort per spiller
option-history = Bordets hukommelse
option-ask_mode = Spør om
option-ask_own_card = Kan spørre om eget kort
option-play_on = Spill videre til alle stikk er lagt ned
optdesc-hand_size = auto: antallet i reglene (7 kort hver ved et lite bord, ellers 5)
optdesc-history = siden forrige tur: trekkene siden den som står for tur, sist hadde tur; alle trekk: hele spillet
optdesc-ask_mode = en valør: alle kortene av en valør; et kort: ett bestemt kort
optdesc-ask_own_card = en lovlig bløff: spørsmålet mislykkes alltid, og turen din er over
optdesc-play_on = spillet slutter ikke når en hånd eller trekkbunken er tom
optval-recent = siden forrige tur
optval-full = alle trekk
optval-rank = en valør
optval-card = et kort
fish-stock-finns-i-sjon = Sjøen
fish-stock-go-fish = Trekkbunken
fish-seat-line = { $mark }{ $name } – { $cards } kort · stikk: { $books }
your-books = Stikkene dine
pick-player = Hvem spør du?
player-with-cards = { $name } ({ $count } kort)
ask = Spør
ev-asked = { $name } spurte { $target } om { $ranks }.
ev-asked-card = { $name } spurte { $target } om { $card }.
ev-gave = { $name } ga { $target } { $count } { $ranks }.
ev-no-finns-i-sjon = { $name }: «Finns i sjön!»
ev-no-go-fish = { $name }: «Gå og fisk!»
ev-drew = { $name } trakk et kort.
ev-showed = { $name } trakk { $card }, viste det og spør igjen.
ev-book = 📚 { $name } la ned et stikk av fire { $ranks }.
ev-skipped = { $name } har ingen kort, og det er ingenting å trekke: turen går videre.
ev-no-one-to-ask = Ingen andre har kort: { $name } trekker et kort.
ev-left = { $name } forlot bordet.
ev-turn = – { $name } –
error-ask-yourself = Du kan ikke spørre deg selv.
error-unknown-player = Den spilleren sitter ikke ved dette bordet.
error-player-left = { $target } har forlatt bordet.
error-empty-hand = { $target } har ingen kort, så du kan ikke spørre vedkommende.
error-card-required = Velg et bestemt kort å spørre om.
error-rank-required = Velg en valør å spørre om.
error-own-card = Du kan ikke spørre om et kort du har selv.
error-rank-not-held = Du kan bare spørre om en valør du har selv.
error-card-not-allowed = I dette spillet spør du om en valør, ikke et kort.
error-rank-not-allowed = I dette spillet spør du om et bestemt kort, ikke en valør.

## Resultater (issue 13: den som forlater bordet, taper)
fish-seat-left = (har forlatt bordet: stikkene teller ikke)
fish-result = { $count ->
    [one] { $names } vinner med { $books } stikk!
   *[other] Delt seier med { $books } stikk hver: { $names }!
}
fish-result-players-left = { $names } vinner: alle andre har forlatt bordet.

## Siste omgang på bordet, én linje per spørsmål; spør med ett eller to trykk
fish-latest-round = Siste omgang
fish-q-got = { $name } spurte { $target } om { $what }: fikk { $count }.
fish-q-miss-finns-i-sjon = { $name } spurte { $target } om { $what }: «Finns i sjön!»{ $drew ->
    [yes] {" "}– trakk et kort.
   *[no] {""}
}
fish-q-miss-go-fish = { $name } spurte { $target } om { $what }: «Gå og fisk!»{ $drew ->
    [yes] {" "}– trakk et kort.
   *[no] {""}
}
fish-your-turn-pick = Din tur: velg hvem du spør, og trykk så på et kort for å spørre om valøren.
fish-your-turn-rank = Din tur: trykk på et kort for å spørre { $target } om valøren.
fish-your-turn-card-rank = Din tur: trykk på et kort for valøren, så på kortet du spør { $target } om.
fish-your-turn-card = Hvilket kort spør du { $target } om? (grønt)
fish-back = Tilbake
