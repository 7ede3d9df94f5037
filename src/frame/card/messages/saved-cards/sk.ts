import type { SavedCardMessages } from './en.js';

/** Slovak (slovenčina). */
const messages = {
  'savedCards.legend': 'Zaplatiť pomocou',
  'savedCards.card': '{brand} s koncovkou {last4}',
  'savedCards.expires': 'Platnosť do {expiry}',
  'savedCards.newCard': 'Nová karta',
  'savedCards.cvc': 'Bezpečnostný kód karty {card}',
  'savedCards.remove': 'Odstrániť',
  'savedCards.removeLabel': 'Odstrániť kartu {card}',
  'savedCards.removeQuestion': 'Odstrániť kartu {card} z uložených kariet?',
  'savedCards.removeConfirm': 'Odstrániť kartu',
  'savedCards.removeCancel': 'Ponechať kartu',
  'savedCards.removed': 'Karta {card} bola odstránená z uložených kariet.',
  'savedCards.removeFailed': 'Kartu {card} sa nepodarilo odstrániť. Skúste to o chvíľu znova.',

  'save.label': 'Uložiť túto kartu na budúce platby',
  'save.consent': 'Náš poskytovateľ platieb bezpečne uchováva vašu kartu pre vaše ďalšie platby. Kedykoľvek ju môžete odstrániť.',
  'save.notice': 'Táto karta sa uloží do vášho účtu na budúce platby.',

  'setup.busy': 'Ukladáme vašu kartu…',
  'setup.challengeTitle': 'Overte svoju kartu',
  'setup.done': 'Vaša karta bola uložená.',

  'stepUp.notice': 'Vaša banka vás žiada o potvrdenie tejto platby. Skontrolujte kartu nižšie a pokračujte.',
  'stepUp.done': 'Vaša platba je potvrdená.',
} satisfies SavedCardMessages;

export default messages;
