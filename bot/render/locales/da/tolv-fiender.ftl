## Tolv fiender (det offentlige bord er symboler og tal; dette er de få ord omkring det)
game-tolv-fiender = Tolv fiender
rules-tolv-fiender = Tolv fiender (»tolv fjender«) spilles sammen: I besejrer fire knægte (❤️ 20, ⚔️ 10), så fire damer (❤️ 30, ⚔️ 15) og til sidst fire konger (❤️ 40, ⚔️ 20). I din tur spiller du ét kort (es = 1, B 10, D 15, K 20), et es sammen med ét andet kort eller 2–4 kort af samme værdi, der tilsammen er højst 10 – eller du står over, undtagen når alle andre stod over i deres seneste tur. Hver kulør er en kraft, der virker på summen: ♥ lægger kort fra kastebunken tilbage under trækbunken 🍺, ♦ deler kort ud rundt om bordet, ♣ fordobler skaden, ♠ 🛡️ sænker fjendens slag. En fjende er immun over for sin egen kulør 🔒, indtil nogen spiller en nar 🃏; den, der spillede narren, vælger så, hvem der tager næste tur, og imens må de andre sige 🙋 eller 🙅 – det eneste, nogen må sige. Giver du fjenden præcis lige så meget skade, som den har liv tilbage, lægges den med bagsiden op øverst i trækbunken; giver du den mere, kommer den i kastebunken. Uanset hvad slår den ikke, og du begynder straks en ny tur mod den næste fjende. Ellers slår fjenden tilbage ⚔️: betal med kort ét ad gangen, indtil slaget er dækket, ellers taber bordet. Gør du ingenting i 90 sekunder, når spillet venter på dig, tæller det, som om du har forladt din stol, og din hånd kommer i kastebunken. I solospil: otte kort og to narre, der hver udskifter hele hånden; en sejr er 🥇 / 🥈 / 🥉 med 0 / 1 / 2 brugte narre.
tolv-say-go = Jeg tager den gerne
tolv-say-rather-not = Helst ikke
tolv-you-said = Du sagde: { $wish }
tolv-result-victory = Alle fjender er besejret: bordet vinder!
tolv-result-gold = Alle tolv besejret uden nar: en guldsejr!
tolv-result-silver = Alle tolv besejret med én nar: en sølvsejr.
tolv-result-bronze = Alle tolv besejret med begge narre: en bronzesejr.
tolv-result-lost = Bordet tabte efter { $count } { $count ->
    [one] besejret fjende
   *[other] besejrede fjender
}, da { $name } stod for tur.
tolv-you-left = Din stol er tom: du har forladt dette spil.
tolv-your-turn = Din tur: spil eller stå over.
tolv-your-pay = Fjendens slag er på { $amount }: vælg kort ét ad gangen, indtil slaget er dækket.
tolv-choose-next = Vælg, hvem der tager næste tur.
tolv-wait-play = Venter på, at { $name } spiller.
tolv-wait-pay = Venter på, at { $name } betaler { $amount }.
tolv-wait-choose = { $name } vælger, hvem der tager næste tur. Du kan sige 🙋 eller 🙅 med knapperne på bordet.
tolv-play = Spil
tolv-yield = Stå over
tolv-clear = Ryd
tolv-pay = Betal
tolv-covered = Dækket: tryk på Betal.
tolv-short = Der mangler stadig { $short }.
tolv-cannot-cover = Hele din hånd er { $value } værd: den kan ikke dække slaget.
tolv-solo-jester = Nar ({ $count } tilbage)
tolv-pv-damage = 🗡️ { $value } → 💥 { $damage } i skade
tolv-pv-blocked = 🔒 { $suit } virker ikke: fjenden er immun over for sin egen kulør
tolv-pv-hearts = ♥ { $count } { $count ->
    [one] kort
   *[other] kort
} fra kastebunken lægges under trækbunken
tolv-pv-diamonds = ♦ { $count } { $count ->
    [one] kort
   *[other] kort
} deles ud rundt om bordet
tolv-pv-spades = ♠ 🛡️ fjendens slag falder til { $attack } (−{ $amount })
tolv-pv-clubs = ♣ skaden fordobles
tolv-pv-exact = ☠️ Præcis: med bagsiden op øverst i trækbunken; intet slag, du spiller igen
tolv-pv-defeat = ☠️ Besejret med skade til overs: i kastebunken; intet slag, du spiller igen
tolv-pv-strike = ❤️ { $health } tilbage; derefter slår den tilbage med ⚔️ { $attack }
tolv-pv-jester = 🃏 Fjenden mister sin immunitet 🔓: ingen skade, intet slag
tolv-pv-jester-spent = 🃏 Fjenden har allerede mistet sin immunitet: ingen skade, intet slag
tolv-pv-choose = 👉 Derefter vælger du, hvem der tager næste tur
error-wrong-step = { $awaiting ->
    [pay] Du skal betale slaget først.
    [choose_next] Du skal først vælge, hvem der tager næste tur.
   *[other] Du skal spille et kort eller stå over først.
}
error-not-a-combo = Spil ét kort, et es med ét andet kort, eller 2–4 kort af samme værdi, der tilsammen er højst 10.
error-too-many-aces = Tre eller fire esser er ikke et træk.
error-combo-too-high = Kort af samme værdi må højst være 10 tilsammen (disse giver { $total }).
error-jester-alone = En nar spilles altid alene.
error-yield-twice = Du må ikke stå over to gange i træk.
error-must-play = Alle andre stod over i deres seneste tur: nogen skal spille.
error-payment-short = Disse kort giver { $total }; slaget er på { $due }.
error-already-covered = Slaget på { $due } er allerede dækket: du må ikke betale med flere kort.
error-say-not-open = Du må kun sige noget, mens den, der spillede narren, vælger, hvem der tager næste tur.
error-chooser-cannot-say = Det er dig, der vælger: vælg en spiller i stedet.
error-not-solo = Narrene ved siden af trækbunken findes kun, når man spiller alene.
error-no-jesters-left = Begge narre er allerede brugt.
error-no-cards = Vælg mindst ét kort først.
error-duplicate-card = Et kort er valgt to gange.
error-tolv-fiender-empty-hand = Uden kort på hånden kan du kun bruge en nar.

## Hvad bordets symboler betyder; advarsler før et træk, der taber; hvorfor bordet tabte
tolv-legend =
    👹 fjenden: ❤️ liv · ⚔️ slag · 🛡️ spar mod den
    🔒 immun over for sin egen kulør · 🔓 har mistet sin immunitet (en nar 🃏)
    🗡️ kort spillet mod den · 💥 skade · ☠️ besejret
    🏰 borgen: fjender, der venter · ⏭️ næste værdi
    🍺 trækbunken · 🔝 dens kendte øverste kort
    🪦 kastebunken · { $back } kort på hånden
    ▶️ spiller · 💸 betaler et slag · 👉 vælger, hvem der tager næste tur
    🏳️ stod over sidst · 🚪 har forladt bordet
    🙋 »Jeg tager den gerne« · 🙅 »Helst ikke«
    ⏱️ tid tilbage til at beslutte sig
    ♥ kort fra kastebunken tilbage under trækbunken · ♦ kort deles ud rundt om bordet
    ♠ sænker slaget · ♣ dobbelt skade
    Σ kortenes samlede værdi (på din hånd)
    🏆 vandt · 💀 tabte · 🥇 🥈 🥉 sejre i solospil · 🃏 × narre tilbage
tolv-pv-loses = Med dette træk taber bordet.
tolv-warn-cannot-pay = Fjenden ville så slå tilbage med { $attack }, og de kort, du beholder, er { $value } værd: du kan ikke dække slaget, og bordet taber.
tolv-warn-empty-hand = Dette besejrer fjenden med dit sidste kort: du ville begynde din næste tur uden kort, og bordet taber.
tolv-warn-yield = Står du over, slår fjenden tilbage med { $attack }, og din hånd er { $value } værd: du kan ikke dække slaget, og bordet taber.
tolv-warn-no-cards-you = Fjenden ville så slå tilbage med { $attack }, og din næste tur ville begynde med det samme, uden kort på hånden: bordet taber.
tolv-warn-no-cards-next = Fjenden ville så slå tilbage med { $attack }, og turen ville gå videre til { $name }, som ikke har nogen kort: bordet taber.
tolv-play-anyway = Spil alligevel
tolv-yield-anyway = Stå over alligevel
tolv-back = Tilbage
tolv-result-cannot-pay = Bordet tabte efter { $count } { $count ->
    [one] besejret fjende
   *[other] besejrede fjender
}: { $name } kunne ikke dække et slag på { $due } med en hånd på { $value }.
tolv-result-empty-hand = Bordet tabte efter { $count } { $count ->
    [one] besejret fjende
   *[other] besejrede fjender
}: { $name } havde ingen kort, da turen begyndte.
