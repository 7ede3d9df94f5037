import type { SavedCardMessages } from './en.js';

/** Finnish (suomi). */
const messages = {
  'savedCards.legend': 'Maksa kortilla',
  'savedCards.card': '{brand}, jonka numero päättyy {last4}',
  'savedCards.expires': 'Voimassa {expiry} asti',
  'savedCards.newCard': 'Uusi kortti',
  'savedCards.cvc': 'Kortin {card} turvakoodi',
  'savedCards.remove': 'Poista',
  'savedCards.removeLabel': 'Poista kortti {card}',
  'savedCards.removeQuestion': 'Poistetaanko kortti {card} tallennetuista korteistasi?',
  'savedCards.removeConfirm': 'Poista kortti',
  'savedCards.removeCancel': 'Säilytä kortti',
  'savedCards.removed': 'Kortti {card} poistettiin tallennetuista korteistasi.',
  'savedCards.removeFailed': 'Korttia {card} ei voitu poistaa. Yritä hetken kuluttua uudelleen.',

  'save.label': 'Tallenna tämä kortti tulevia maksuja varten',
  'save.consent': 'Maksupalveluntarjoajamme säilyttää korttisi turvallisesti seuraavia maksujasi varten. Voit poistaa sen milloin tahansa.',
  'save.notice': 'Tämä kortti tallennetaan tilillesi tulevia maksuja varten.',

  'setup.busy': 'Korttiasi tallennetaan…',
  'setup.challengeTitle': 'Vahvista korttisi',
  'setup.done': 'Korttisi on tallennettu.',

  'stepUp.notice': 'Pankkisi pyytää sinua vahvistamaan tämän maksun. Tarkista alla oleva kortti ja jatka.',
  'stepUp.done': 'Maksusi on vahvistettu.',
} satisfies SavedCardMessages;

export default messages;
