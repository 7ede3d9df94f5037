import type { SavedCardMessages } from './en.js';

/** Lithuanian (lietuvių). */
const messages = {
  'savedCards.legend': 'Mokėti su',
  'savedCards.card': '{brand}, kurios numeris baigiasi {last4}',
  'savedCards.expires': 'Galioja iki {expiry}',
  'savedCards.newCard': 'Nauja kortelė',
  'savedCards.cvc': 'Kortelės {card} saugos kodas',
  'savedCards.remove': 'Pašalinti',
  'savedCards.removeLabel': 'Pašalinti kortelę {card}',
  'savedCards.removeQuestion': 'Pašalinti kortelę {card} iš išsaugotų kortelių?',
  'savedCards.removeConfirm': 'Pašalinti kortelę',
  'savedCards.removeCancel': 'Palikti kortelę',
  'savedCards.removed': 'Kortelė {card} pašalinta iš jūsų išsaugotų kortelių.',
  'savedCards.removeFailed': 'Nepavyko pašalinti kortelės {card}. Netrukus bandykite dar kartą.',

  'save.label': 'Išsaugoti šią kortelę būsimiems mokėjimams',
  'save.consent': 'Mūsų mokėjimų paslaugų teikėjas saugiai saugo jūsų kortelę kitiems jūsų mokėjimams. Galite ją pašalinti bet kada.',
  'save.notice': 'Ši kortelė bus išsaugota jūsų paskyroje būsimiems mokėjimams.',

  'setup.busy': 'Jūsų kortelė išsaugoma…',
  'setup.challengeTitle': 'Patvirtinkite kortelę',
  'setup.done': 'Jūsų kortelė išsaugota.',

  'stepUp.notice': 'Jūsų bankas prašo patvirtinti šį mokėjimą. Patikrinkite toliau nurodytą kortelę ir tęskite.',
  'stepUp.done': 'Jūsų mokėjimas patvirtintas.',
} satisfies SavedCardMessages;

export default messages;
