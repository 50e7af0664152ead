## Färg-gin och Hollywood Gin
game-farg-gin = Färg-gin
game-hollywood-gin = Hollywood Gin
rules-farg-gin = Två spelare, tio kort var. Kombinationer: stegar med minst tre kort i rad i samma färg (ess är lågt) samt trissar och fyrtal; övriga kort är överkort (ess = 1, Kn D K = 10). Första turen får förhand ta det uppvända kortet eller passa, och sedan den som gav; därefter drar du från talongen eller tar översta kortet på sakhögen och sakar sedan ett kort (inte det du just tog). Med elva kort får du knacka (överkort värda högst 10) eller gå gin (inga överkort) när du sakar. Efter en knack får motspelaren passa in sina överkort på knackarens kombinationer; har knackaren mindre i överkort får knackaren skillnaden, annars blir det underknack och motspelaren får skillnaden + 10. Gin ger motspelarens överkort + 20. Var spelare har en kolumn per färg: poängen förs in i varje öppen färg som knackarens kombinationer inte hindrar (en stege hindrar sin färg, en triss den färg som saknas i den). En färg stängs när någon når 100 i den, och den spelaren vinner färgen; tre färger vinner partiet, 2–2 är oavgjort. Du får inte knacka eller gå gin om poängen inte kan hamna i någon öppen färg. Kom ihåg sakhögen: bara översta kortet visas.
rules-hollywood-gin = Två spelare, tio kort var. Kombinationer: stegar med minst tre kort i rad i samma färg (ess är lågt) samt trissar och fyrtal; övriga kort är överkort (ess = 1, Kn D K = 10). Första turen får förhand ta det uppvända kortet eller passa, och sedan den som gav; därefter drar du från talongen eller tar översta kortet på sakhögen och sakar sedan ett kort (inte det du just tog). Med elva kort får du knacka (överkort värda högst 10) eller gå gin (inga överkort) när du sakar. Efter en knack får motspelaren passa in kort på knackarens kombinationer; den som har minst i överkort får skillnaden, underknack ger motspelaren skillnaden + 10, och gin ger motspelarens överkort + 25. Tre kolumner var: dina första poäng förs in i kolumn 1, nästa gång i kolumn 1 och 2, därefter i alla tre. En kolumn stängs när någon når 100 i den, och den spelaren vinner kolumnen; två kolumner vinner partiet. Bara översta kortet på sakhögen visas.
option-target = Poäng som vinner en kolumn
option-gin_bonus = Ginbonus
option-undercut_bonus = Bonus för underknack
option-tiebreak = Vid 2–2 i färger
optdesc-target = en kolumn stängs när en spelare når så här många poäng i den
optdesc-gin_bonus = Färg-gin 20, Hollywood Gin 25
optdesc-undercut_bonus = läggs till skillnaden vid underknack
optdesc-tiebreak = oavgjort: 2–2 står sig; flest poäng totalt: den högsta summan över alla kolumner vinner
optval-none = oavgjort
optval-total_points = flest poäng totalt

## Bordet
gin-await-take_or_pass = ▶ { $name }: ta det uppvända kortet eller passa.
gin-await-draw = ▶ { $name }: dra från talongen eller ta från sakhögen.
gin-await-draw_stock = ▶ { $name }: båda har passat – dra från talongen.
gin-await-discard = ▶ { $name }: saka ett kort, knacka eller gå gin.
gin-move-took_upcard = { $name } tog det uppvända kortet { $card }.
gin-move-passed = { $name } passade och tog inte det uppvända kortet { $card }.
gin-move-drew-stock = { $name } drog från talongen.
gin-move-drew-discard = { $name } tog { $card } från sakhögen.
gin-move-discarded = { $name } sakade { $card }.
gin-move-knocked = { $name } knackade och sakade { $card }.
gin-move-gin = { $name } gick gin och sakade { $card }.
gin-move-none = Ny runda: { $name } börjar.
gin-column = Kolumn { $n }
gin-nowhere = ingen kolumn
gin-last-hand = Förra rundan (#{ $hand })
gin-no-melds = inga kombinationer
gin-settle-gin = 🎉 { $name } gick gin (sakade { $card }).
gin-settle-knock = ✊ { $name } knackade med { $deadwood } i överkort (sakade { $card }).
gin-settle-undercut = ✊ { $name } knackade med { $deadwood } i överkort (sakade { $card }) – ↩️ underknack!
gin-scores = { $name } får { $points } → { $columns }
gin-scores-bonus = { $name } får { $points } (varav bonus { $bonus }) → { $columns }
gin-dead = Rundan räknas inte: bara två kort är kvar i talongen. Ingen får poäng; { $name } ger igen.
gin-result-draw = Oavgjort: 2–2.
gin-result-tiebreak = { $name } vinner på flest poäng totalt.
gin-result-forfeit = { $name } vinner: motspelaren lämnade partiet.

## Handen
gin-you-take_or_pass = Din första tur: ta det uppvända kortet eller passa.
gin-you-draw = Din tur: dra från talongen eller ta översta kortet i sakhögen.
gin-you-draw_stock = Båda har passat: dra från talongen.
gin-you-discard-out = Tryck på ett kort för att saka det, eller gå ut med en grön knapp.
gin-out-scores = att gå ut ger poäng i { $columns }
gin-hand-stock = { $stock } kort i talongen
gin-hand-facts = { $deadwood } i överkort · { $stock } kort i talongen
gin-hand-facts-eleven = { $deadwood } i överkort efter det blå kortet · { $stock } kort i talongen
gin-hand-top = sakhögen: { $card }
gin-knock-out = { $card } Knacka { $deadwood }
gin-gin-out = Gin { $card }
gin-take = Ta { $card }
gin-pass = Passa
gin-draw-stock = Dra från talongen
gin-draw-discard = Ta { $card }
gin-knock = Knacka
gin-arr-farg-gin = { $n }. { $deadwood } i överkort · hindrar { $blocked }
gin-arr-hollywood-gin = { $n }. { $deadwood } i överkort
gin-blocks-nothing = inget
gin-arr-scores = ger poäng i { $columns }
gin-arr-nothing = ger inga poäng: ingen öppen kolumn
gin-ways-out = Gå ut och saka { $card }
## Nekade drag (motorns koder)
error-take-or-pass = Ta först det uppvända kortet eller passa.
error-not-first-turn = Att ta det uppvända kortet eller passa går bara första turen i en runda.
error-draw-first = Dra först ett kort, från talongen eller sakhögen.
error-already-drew = Du har redan dragit; saka nu.
error-must-draw-stock = Båda har passat: dra från talongen.
error-discard-empty = Sakhögen är tom.
error-just-taken = Du får inte saka kortet du nyss tog från sakhögen.
error-deadwood-too-high = Du får knacka med högst { $limit } i överkort; du skulle ha { $deadwood }.
error-not-gin = Det är inte gin: { $deadwood } i överkort är kvar.
error-invalid-meld = Det är varken en stege, en triss eller ett fyrtal.
error-meld-card-not-in-hand = En kombination använder ett kort du inte har.
error-meld-card-twice = Ett kort används i två kombinationer.
error-discard-in-meld = Kortet du sakar kan inte ingå i en kombination.
error-knock-scores-nothing = Du får inte gå ut så här: dina poäng skulle inte hamna i någon öppen kolumn.

## Saka genom att trycka på ett kort; gå ut; varför partiet tog slut; senaste rundan på korta rader
gin-you-discard-tap = Tryck på ett kort för att saka det.
gin-out-blocked = Du skulle kunna gå ut, men hur du än lägger kombinationerna kan poängen inte hamna i någon öppen kolumn: du får inte gå ut nu.
gin-arr-knock-blocks = Knacka · hindrar { $blocked }
gin-arr-gin-blocks = Gin · hindrar { $blocked }
gin-back = Tillbaka
gin-result-farg-gin = { $name } vinner partiet, först till { $target } i { $columns }.
gin-result-hollywood-gin = { $name } vinner partiet, först till { $target } i { $columns }.
gin-result-tiebreak-points = 2–2 i färger: { $name } vinner på flest poäng totalt, { $points } mot { $other }.
gin-hand-layoff = { $card } → [{ $meld }]
gin-hand-laid-off = passade in { $list }
gin-hand-scoring-no = poängrunda nr { $n }
