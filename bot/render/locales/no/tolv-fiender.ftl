## Tolv fiender (det offentlige bordet er symboler og tall; dette er de få ordene rundt det)
game-tolv-fiender = Tolv fiender
rules-tolv-fiender = Tolv fiender er et samarbeidsspill: sammen beseirer dere fire knekter (❤️ 20, ⚔️ 10), så fire damer (❤️ 30, ⚔️ 15) og til slutt fire konger (❤️ 40, ⚔️ 20). Når det er din tur, spiller du ett kort (ess = 1, Kn 10, D 15, K 20), et ess sammen med ett annet kort eller 2–4 kort av samme valør som til sammen er høyst 10 – eller du står over, unntatt når alle andre sto over sist de hadde tur. Hver farge er en kraft som virker på summen: ♥ legger kort fra kastebunken tilbake under trekkbunken 🍺, ♦ deler ut kort rundt bordet, ♣ dobler skaden, ♠ 🛡️ senker slaget til fienden. En fiende er immun mot sin egen farge 🔒 til noen spiller en narr 🃏; den som spilte narren, velger så hvem som tar neste tur, og imens kan de andre si 🙋 eller 🙅 – det eneste noen får si. Gir du fienden nøyaktig like mye skade som den har liv igjen, legges den med baksiden opp øverst i trekkbunken; gir du den mer, havner den i kastebunken. Uansett slår den ikke tilbake, og du begynner straks en ny tur mot neste fiende. Ellers slår fienden tilbake ⚔️: betal med kort ett om gangen til slaget er dekket, ellers taper bordet. Gjør du ingenting på 90 sekunder når spillet venter på deg, teller det som om du har forlatt plassen din, og hånden din havner i kastebunken. I solospill: åtte kort og to narrer som hver bytter ut hele hånden; en seier er 🥇 / 🥈 / 🥉 med 0 / 1 / 2 brukte narrer.
tolv-say-go = Jeg tar den gjerne
tolv-say-rather-not = Helst ikke
tolv-you-said = Du sa: { $wish }
tolv-result-victory = Alle fiendene er beseiret: bordet vinner!
tolv-result-gold = Alle tolv beseiret uten narr: en gullseier!
tolv-result-silver = Alle tolv beseiret med én narr: en sølvseier.
tolv-result-bronze = Alle tolv beseiret med begge narrene: en bronseseier.
tolv-result-lost = Bordet tapte etter { $count } { $count ->
    [one] beseiret fiende
   *[other] beseirede fiender
}, da { $name } sto for tur.
tolv-you-left = Plassen din er tom: du har forlatt dette spillet.
tolv-your-turn = Din tur: spill eller stå over.
tolv-your-pay = Fienden slår tilbake med { $amount }: velg kort ett om gangen til slaget er dekket.
tolv-choose-next = Velg hvem som tar neste tur.
tolv-wait-play = Venter på at { $name } skal spille.
tolv-wait-pay = Venter på at { $name } skal betale { $amount }.
tolv-wait-choose = { $name } velger hvem som tar neste tur. Du kan si 🙋 eller 🙅 med knappene på bordet.
tolv-play = Spill
tolv-yield = Stå over
tolv-clear = Tøm
tolv-pay = Betal
tolv-covered = Dekket: trykk på Betal.
tolv-short = { $short } gjenstår å dekke.
tolv-cannot-cover = Hele hånden din er verdt { $value }: den kan ikke dekke slaget.
tolv-solo-jester = Narr ({ $count } igjen)
tolv-pv-damage = 🗡️ { $value } → 💥 { $damage } i skade
tolv-pv-blocked = 🔒 { $suit } virker ikke: fienden er immun mot sin egen farge
tolv-pv-hearts = ♥ { $count } kort fra kastebunken legges under trekkbunken
tolv-pv-diamonds = ♦ { $count } kort deles ut rundt bordet
tolv-pv-spades = ♠ 🛡️ slaget til fienden synker til { $attack } (−{ $amount })
tolv-pv-clubs = ♣ skaden dobles
tolv-pv-exact = ☠️ Beseiret nøyaktig: med baksiden opp øverst i trekkbunken; ikke noe slag, du spiller igjen
tolv-pv-defeat = ☠️ Beseiret med skade til overs: i kastebunken; ikke noe slag, du spiller igjen
tolv-pv-strike = ❤️ { $health } igjen; så slår den tilbake med ⚔️ { $attack }
tolv-pv-jester = 🃏 Fienden mister immuniteten 🔓: ingen skade, ikke noe slag
tolv-pv-jester-spent = 🃏 Fienden har allerede mistet immuniteten: ingen skade, ikke noe slag
tolv-pv-choose = 👉 Så velger du hvem som tar neste tur
error-wrong-step = { $awaiting ->
    [pay] Du må betale slaget først.
    [choose_next] Du må først velge hvem som tar neste tur.
   *[other] Du må spille et kort eller stå over først.
}
error-not-a-combo = Spill ett kort, et ess med ett annet kort, eller 2–4 kort av samme valør som til sammen er høyst 10.
error-too-many-aces = Tre eller fire ess kan ikke spilles sammen.
error-combo-too-high = Kort av samme valør kan til sammen være høyst 10 (disse blir { $total }).
error-jester-alone = En narr spilles alltid alene.
error-yield-twice = Du kan ikke stå over to ganger på rad.
error-must-play = Alle andre sto over sist de hadde tur: noen må spille.
error-payment-short = Disse kortene blir { $total }; slaget er { $due }.
error-already-covered = Slaget på { $due } er allerede dekket: du kan ikke betale med flere kort.
error-say-not-open = Du kan bare si noe mens den som spilte narren, velger hvem som tar neste tur.
error-chooser-cannot-say = Det er du som velger: velg en spiller i stedet.
error-not-solo = Narrene ved siden av kortstokken er bare for solospill.
error-no-jesters-left = Begge narrene er allerede brukt.
error-no-cards = Velg minst ett kort først.
error-duplicate-card = Et kort er valgt to ganger.
error-tolv-fiender-empty-hand = Uten kort på hånden kan du bare bruke en narr.

## Hva symbolene på bordet betyr; advarsler før et trekk som taper; hvorfor bordet tapte
tolv-legend =
    👹 fienden: ❤️ liv · ⚔️ slag · 🛡️ spar mot den
    🔒 immun mot sin egen farge · 🔓 ikke lenger (en narr 🃏)
    🗡️ kort spilt mot den · 💥 skade · ☠️ beseiret
    🏰 borgen: fiendene som kommer · ⏭️ neste valør
    🍺 trekkbunken · 🔝 det kjente øverste kortet
    🪦 kastebunken · { $back } kort på hånden
    ▶️ spiller · 💸 betaler et slag · 👉 velger hvem som tar neste tur
    🏳️ sto over sist · 🚪 har forlatt bordet
    🙋 «Jeg tar den gjerne» · 🙅 «Helst ikke»
    ⏱️ tid igjen til å bestemme seg
    ♥ kort fra kastebunken tilbake under trekkbunken · ♦ kort deles ut rundt bordet
    ♠ senker slaget · ♣ dobbel skade
    Σ kortenes samlede verdi (på hånden din)
    🏆 vant · 💀 tapte · 🥇 🥈 🥉 seirer i solospill · 🃏 × narrer igjen
tolv-pv-loses = Med dette trekket taper bordet.
tolv-warn-cannot-pay = Fienden ville da slått tilbake med { $attack }, og kortene du beholder, er verdt { $value }: du kan ikke dekke slaget, og bordet taper.
tolv-warn-empty-hand = Dette beseirer fienden med det siste kortet ditt: du ville begynt neste tur uten kort, og bordet taper.
tolv-warn-yield = Står du over, slår fienden tilbake med { $attack }, og hånden din er verdt { $value }: du kan ikke dekke slaget, og bordet taper.
tolv-warn-no-cards-you = Fienden ville da slått tilbake med { $attack }, og din neste tur ville begynt med en gang, uten kort på hånden: bordet taper.
tolv-warn-no-cards-next = Fienden ville da slått tilbake med { $attack }, og turen ville gått videre til { $name }, som ikke har noen kort: bordet taper.
tolv-play-anyway = Spill likevel
tolv-yield-anyway = Stå over likevel
tolv-back = Tilbake
tolv-result-cannot-pay = Bordet tapte etter { $count } { $count ->
    [one] beseiret fiende
   *[other] beseirede fiender
}: { $name } kunne ikke dekke et slag på { $due } med en hånd verdt { $value }.
tolv-result-empty-hand = Bordet tapte etter { $count } { $count ->
    [one] beseiret fiende
   *[other] beseirede fiender
}: { $name } hadde ingen kort da turen begynte.
