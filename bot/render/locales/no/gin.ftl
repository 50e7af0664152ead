## Färg-gin og Hollywood Gin
game-farg-gin = Färg-gin
game-hollywood-gin = Hollywood Gin
rules-farg-gin = Färg-gin («farge-gin»): to spillere, ti kort hver. Kombinasjoner: rekker på minst tre kort på rad i samme farge (ess er lavt) og sett på tre eller fire av samme valør; de andre kortene er dødvekt (ess = 1, Kn D K = 10). I første tur kan den som ikke ga, ta det snudde kortet eller passe, og deretter giveren; siden trekker du fra trekkbunken eller tar det øverste kortet i kastebunken, og så kaster du et kort (ikke det du nettopp tok). Med elleve kort kan du banke (dødvekt på høyst 10 poeng) eller gå gin (ingen dødvekt) når du kaster. Når noen har banket, kan motspilleren bygge på kombinasjonene til den som banket; har den som banket, mindre dødvekt, får vedkommende differansen, ellers får motspilleren differansen + 10. Gin gir motspillerens dødvekt + 20. Hver spiller har én kolonne per farge: poengene føres i hver åpen farge som kombinasjonene til den som banket, ikke blokkerer (en rekke blokkerer sin farge, et sett på tre den fargen som mangler i det). En farge stenges når en spiller når 100 i den, og den spilleren vinner fargen; tre farger vinner partiet, 2–2 er uavgjort. Du kan ikke banke eller gå gin hvis poengene ikke kan komme inn i noen åpen farge. Husk kastebunken: bare det øverste kortet vises.
rules-hollywood-gin = To spillere, ti kort hver. Kombinasjoner: rekker på minst tre kort på rad i samme farge (ess er lavt) og sett på tre eller fire av samme valør; de andre kortene er dødvekt (ess = 1, Kn D K = 10). I første tur kan den som ikke ga, ta det snudde kortet eller passe, og deretter giveren; siden trekker du fra trekkbunken eller tar det øverste kortet i kastebunken, og så kaster du et kort (ikke det du nettopp tok). Med elleve kort kan du banke (dødvekt på høyst 10 poeng) eller gå gin (ingen dødvekt) når du kaster. Når noen har banket, kan motspilleren bygge på; den med minst dødvekt får differansen, men har ikke motspilleren mer dødvekt enn den som banket, får motspilleren differansen + 10; gin gir motspillerens dødvekt + 25. Tre kolonner hver: de første poengene dine føres i kolonne 1, de neste i kolonne 1 og 2, og alle senere i alle tre. En kolonne stenges når en spiller når 100 i den, og den spilleren vinner kolonnen; to kolonner vinner partiet. Bare det øverste kortet i kastebunken vises.
option-target = Poeng for å vinne en kolonne
option-gin_bonus = Ginbonus
option-undercut_bonus = Bonus for å slå den som banker
option-tiebreak = Ved 2–2 i farger
optdesc-target = en kolonne stenges når en spiller når så mange poeng i den
optdesc-gin_bonus = Färg-gin 20, Hollywood Gin 25
optdesc-undercut_bonus = legges til differansen når motspilleren ikke har mer dødvekt enn den som banket
optdesc-tiebreak = uavgjort: 2–2 er uavgjort; flest poeng totalt: den som har flest poeng i alle kolonnene til sammen, vinner
optval-none = uavgjort
optval-total_points = flest poeng totalt

## Bordet
gin-await-take_or_pass = ▶ { $name }: ta det snudde kortet eller pass.
gin-await-draw = ▶ { $name }: trekk fra trekkbunken eller ta fra kastebunken.
gin-await-draw_stock = ▶ { $name }: begge har passet – trekk fra trekkbunken.
gin-await-discard = ▶ { $name }: kast et kort, bank eller gå gin.
gin-move-took_upcard = { $name } tok det snudde kortet { $card }.
gin-move-passed = { $name } passet og tok ikke det snudde kortet { $card }.
gin-move-drew-stock = { $name } trakk fra trekkbunken.
gin-move-drew-discard = { $name } tok { $card } fra kastebunken.
gin-move-discarded = { $name } kastet { $card }.
gin-move-knocked = { $name } banket og kastet { $card }.
gin-move-gin = { $name } gikk gin og kastet { $card }.
gin-move-none = Ny runde: { $name } begynner.
gin-column = Kolonne { $n }
gin-nowhere = ingen kolonne
gin-last-hand = Forrige runde (#{ $hand })
gin-no-melds = ingen kombinasjoner
gin-settle-gin = 🎉 { $name } gikk gin (kastet { $card }).
gin-settle-knock = ✊ { $name } banket med { $deadwood } poeng dødvekt (kastet { $card }).
gin-settle-undercut = ✊ { $name } banket med { $deadwood } poeng dødvekt (kastet { $card }) – ↩️ slått av motspilleren!
gin-scores = { $name } får { $points } → { $columns }
gin-scores-bonus = { $name } får { $points } (bonus { $bonus } medregnet) → { $columns }
gin-dead = Runden teller ikke: bare to kort er igjen i trekkbunken. Ingen får poeng; { $name } gir på nytt.
gin-result-draw = Uavgjort: 2–2.
gin-result-tiebreak = { $name } vinner på flest poeng totalt.
gin-result-forfeit = { $name } vinner: motspilleren forlot partiet.

## Hånden
gin-you-take_or_pass = Din første tur: ta det snudde kortet eller pass.
gin-you-draw = Din tur: trekk fra trekkbunken eller ta det øverste kortet i kastebunken.
gin-you-draw_stock = Begge har passet: trekk fra trekkbunken.
gin-you-discard-out = Trykk på et kort for å kaste det, eller gå ut med en grønn knapp.
gin-out-scores = å gå ut gir poeng i { $columns }
gin-hand-stock = { $stock } kort i trekkbunken
gin-hand-facts = { $deadwood } poeng dødvekt · { $stock } kort i trekkbunken
gin-hand-facts-eleven = { $deadwood } poeng dødvekt etter det blå kortet · { $stock } kort i trekkbunken
gin-hand-top = kastebunken: { $card }
gin-knock-out = { $card } Bank { $deadwood }
gin-gin-out = Gin { $card }
gin-take = Ta { $card }
gin-pass = Pass
gin-draw-stock = Trekk fra trekkbunken
gin-draw-discard = Ta { $card }
gin-knock = Bank
gin-arr-farg-gin = { $n }. { $deadwood } poeng dødvekt · blokkerer { $blocked }
gin-arr-hollywood-gin = { $n }. { $deadwood } poeng dødvekt
gin-blocks-nothing = ingenting
gin-arr-scores = gir poeng i { $columns }
gin-arr-nothing = gir ingen poeng: ingen åpen kolonne
gin-ways-out = Gå ut og kast { $card }

## Avviste trekk (motorens koder)
error-take-or-pass = Ta først det snudde kortet, eller pass.
error-not-first-turn = Å ta det snudde kortet eller passe går bare i første tur i en runde.
error-draw-first = Trekk først et kort, fra trekkbunken eller kastebunken.
error-already-drew = Du har allerede trukket; kast et kort nå.
error-must-draw-stock = Begge har passet: trekk fra trekkbunken.
error-discard-empty = Kastebunken er tom.
error-just-taken = Du kan ikke kaste kortet du nettopp tok fra kastebunken.
error-deadwood-too-high = Du kan banke med høyst { $limit } poeng dødvekt; du ville hatt { $deadwood }.
error-not-gin = Det er ikke gin: { $deadwood } poeng dødvekt er igjen.
error-invalid-meld = Det er verken en rekke eller et sett (tre eller fire like).
error-meld-card-not-in-hand = En kombinasjon bruker et kort du ikke har.
error-meld-card-twice = Et kort er brukt i to kombinasjoner.
error-discard-in-meld = Kortet du kaster, kan ikke være med i en kombinasjon.
error-knock-scores-nothing = Du kan ikke gå ut slik: poengene dine ville ikke kommet inn i noen åpen kolonne.

## Kast ved å trykke på et kort; gå ut; hvorfor partiet sluttet; forrige runde på korte linjer
gin-you-discard-tap = Trykk på et kort for å kaste det.
gin-out-blocked = Du kunne gått ut, men uansett hvordan du legger kombinasjonene, kan poengene dine ikke komme inn i en åpen kolonne: du kan ikke gå ut nå.
gin-arr-knock-blocks = Bank · blokkerer { $blocked }
gin-arr-gin-blocks = Gin · blokkerer { $blocked }
gin-back = Tilbake
gin-result-farg-gin = { $name } vinner partiet, først til { $target } i { $columns }.
gin-result-hollywood-gin = { $name } vinner partiet, først til { $target } i { $columns }.
gin-result-tiebreak-points = 2–2 i farger: { $name } vinner på flest poeng totalt, { $points } mot { $other }.
gin-hand-layoff = { $card } → [{ $meld }]
gin-hand-laid-off = bygde på { $list }
gin-hand-scoring-no = poengrunde nr. { $n }
