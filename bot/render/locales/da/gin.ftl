## Färg-gin og Hollywood Gin
game-farg-gin = Färg-gin
game-hollywood-gin = Hollywood Gin
rules-farg-gin = To spillere, ti kort hver. Udlæg: rækker på mindst tre kort i træk i samme kulør (es er lavt) og sæt på tre eller fire af samme værdi; de øvrige kort er løse kort (es = 1, B D K = 10). I første tur må forhånd tage det opvendte kort eller melde pas, og derefter giveren; siden trækker du fra trækbunken eller tager det øverste kort fra kastebunken og smider så et kort (ikke det, du lige har taget). Med elleve kort må du banke (løse kort for højst 10 point) eller gå gin (ingen løse kort), når du smider. Når der er banket, må modspilleren lægge sine løse kort til på udlæggene hos den, der bankede; har den, der bankede, færre point i løse kort, får vedkommende forskellen, ellers får modspilleren forskellen + 10. Gin giver modspillerens point i løse kort + 20. Hver spiller har en kolonne pr. kulør: pointene skrives i hver åben kulør, som udlæggene hos den, der bankede, ikke blokerer (en række blokerer sin kulør, et sæt på tre den kulør, der mangler i det). En kulør lukkes, når en spiller når 100 i den, og den spiller vinder kuløren; tre kulører vinder partiet, 2–2 er uafgjort. Du må ikke banke eller gå gin, hvis pointene ikke kan komme i nogen åben kulør. Husk kastebunken: kun det øverste kort vises.
rules-hollywood-gin = To spillere, ti kort hver. Udlæg: rækker på mindst tre kort i træk i samme kulør (es er lavt) og sæt på tre eller fire af samme værdi; de øvrige kort er løse kort (es = 1, B D K = 10). I første tur må forhånd tage det opvendte kort eller melde pas, og derefter giveren; siden trækker du fra trækbunken eller tager det øverste kort fra kastebunken og smider så et kort (ikke det, du lige har taget). Med elleve kort må du banke (løse kort for højst 10 point) eller gå gin (ingen løse kort), når du smider. Når der er banket, må modspilleren lægge kort til; den med færrest point i løse kort får forskellen, men har modspilleren ikke flere point i løse kort end den, der bankede, får modspilleren forskellen + 10; gin giver modspillerens point i løse kort + 25. Tre kolonner hver: dine første point skrives i kolonne 1, anden gang i kolonne 1 og 2, derefter i alle tre. En kolonne lukkes, når en spiller når 100 i den, og den spiller vinder kolonnen; to kolonner vinder partiet. Kun det øverste kort i kastebunken vises.
option-target = Point for at vinde en kolonne
option-gin_bonus = Ginbonus
option-undercut_bonus = Bonus for at slå den, der banker
option-tiebreak = Ved 2–2 i kulører
optdesc-target = en kolonne lukkes, når en spiller når så mange point i den
optdesc-gin_bonus = Färg-gin 20, Hollywood Gin 25
optdesc-undercut_bonus = lægges til forskellen, når modspilleren ikke har flere point i løse kort end den, der bankede
optdesc-tiebreak = uafgjort: 2–2 forbliver uafgjort; flest point i alt: den højeste sum over alle kolonner vinder
optval-none = uafgjort
optval-total_points = flest point i alt

## Bordet
gin-await-take_or_pass = ▶ { $name }: tag det opvendte kort eller meld pas.
gin-await-draw = ▶ { $name }: træk fra trækbunken eller tag fra kastebunken.
gin-await-draw_stock = ▶ { $name }: begge har meldt pas – træk fra trækbunken.
gin-await-discard = ▶ { $name }: smid et kort, bank eller gå gin.
gin-move-took_upcard = { $name } tog det opvendte kort { $card }.
gin-move-passed = { $name } meldte pas til det opvendte kort { $card }.
gin-move-drew-stock = { $name } trak fra trækbunken.
gin-move-drew-discard = { $name } tog { $card } fra kastebunken.
gin-move-discarded = { $name } smed { $card }.
gin-move-knocked = { $name } bankede og smed { $card }.
gin-move-gin = { $name } gik gin og smed { $card }.
gin-move-none = Ny runde: { $name } begynder.
gin-column = Kolonne { $n }
gin-nowhere = ingen kolonne
gin-last-hand = Forrige runde (#{ $hand })
gin-no-melds = intet udlæg
gin-settle-gin = 🎉 { $name } gik gin (smed { $card }).
gin-settle-knock = ✊ { $name } bankede med { $deadwood } point i løse kort (smed { $card }).
gin-settle-undercut = ✊ { $name } bankede med { $deadwood } point i løse kort (smed { $card }) – ↩️ men modspilleren har ikke flere!
gin-scores = { $name } får { $points } → { $columns }
gin-scores-bonus = { $name } får { $points } (heraf bonus { $bonus }) → { $columns }
gin-dead = Runden tæller ikke: der er kun to kort tilbage i trækbunken. Ingen får point; { $name } giver igen.
gin-result-draw = Uafgjort: 2–2.
gin-result-tiebreak = { $name } vinder på flest point i alt.
gin-result-forfeit = { $name } vinder: modspilleren forlod partiet.

## Hånden
gin-you-take_or_pass = Din første tur: tag det opvendte kort eller meld pas.
gin-you-draw = Din tur: træk fra trækbunken eller tag det øverste kort i kastebunken.
gin-you-draw_stock = Begge har meldt pas: træk fra trækbunken.
gin-you-discard-out = Tryk på et kort for at smide det, eller gå ud med en grøn knap.
gin-out-scores = at gå ud giver point i { $columns }
gin-hand-stock = { $stock } kort i trækbunken
gin-hand-facts = { $deadwood } point i løse kort · { $stock } kort i trækbunken
gin-hand-facts-eleven = { $deadwood } point i løse kort efter det blå kort · { $stock } kort i trækbunken
gin-hand-top = kastebunken: { $card }
gin-knock-out = { $card } Bank { $deadwood }
gin-gin-out = Gin { $card }
gin-take = Tag { $card }
gin-pass = Pas
gin-draw-stock = Træk fra trækbunken
gin-draw-discard = Tag { $card }
gin-knock = Bank
gin-arr-farg-gin = { $n }. { $deadwood } point i løse kort · blokerer { $blocked }
gin-arr-hollywood-gin = { $n }. { $deadwood } point i løse kort
gin-blocks-nothing = intet
gin-arr-scores = giver point i { $columns }
gin-arr-nothing = giver ingen point: ingen åben kolonne
gin-ways-out = Gå ud og smid { $card }
## Afviste træk (motorens koder)
error-take-or-pass = Tag først det opvendte kort, eller meld pas.
error-not-first-turn = At tage det opvendte kort eller melde pas kan kun ske i rundens første tur.
error-draw-first = Træk først et kort fra trækbunken eller kastebunken.
error-already-drew = Du har allerede trukket; smid nu et kort.
error-must-draw-stock = Begge har meldt pas: træk fra trækbunken.
error-discard-empty = Kastebunken er tom.
error-just-taken = Du må ikke smide det kort, du lige har taget fra kastebunken.
error-deadwood-too-high = Du må højst banke med { $limit } point i løse kort; du ville have { $deadwood }.
error-not-gin = Det er ikke gin: der er { $deadwood } point i løse kort tilbage.
error-invalid-meld = Det er hverken en række eller et sæt.
error-meld-card-not-in-hand = Et udlæg bruger et kort, du ikke har.
error-meld-card-twice = Et kort bruges i to udlæg.
error-discard-in-meld = Det kort, du smider, kan ikke være med i et udlæg.
error-knock-scores-nothing = Du må ikke gå ud sådan: dine point ville ikke komme i nogen åben kolonne.

## Smid ved at trykke på et kort; gå ud; hvorfor partiet sluttede; den sidste runde på korte linjer
gin-you-discard-tap = Tryk på et kort for at smide det.
gin-out-blocked = Du kunne gå ud, men uanset hvordan du lægger dit udlæg, kan dine point ikke komme i en åben kolonne: du må ikke gå ud nu.
gin-arr-knock-blocks = Bank · blokerer { $blocked }
gin-arr-gin-blocks = Gin · blokerer { $blocked }
gin-back = Tilbage
gin-result-farg-gin = { $name } vinder partiet, først til { $target } i { $columns }.
gin-result-hollywood-gin = { $name } vinder partiet, først til { $target } i { $columns }.
gin-result-tiebreak-points = 2–2 i kulører: { $name } vinder på flest point i alt, { $points } mod { $other }.
gin-hand-layoff = { $card } → [{ $meld }]
gin-hand-laid-off = lagde til { $list }
gin-hand-scoring-no = pointrunde nr. { $n }
