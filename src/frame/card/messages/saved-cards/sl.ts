import type { SavedCardMessages } from './en.js';

/** Slovenian (slovenščina). */
const messages = {
  'savedCards.legend': 'Plačaj z',
  'savedCards.card': '{brand} s končnico {last4}',
  'savedCards.expires': 'Velja do {expiry}',
  'savedCards.newCard': 'Nova kartica',
  'savedCards.cvc': 'Varnostna koda kartice {card}',
  'savedCards.remove': 'Odstrani',
  'savedCards.removeLabel': 'Odstrani kartico {card}',
  'savedCards.removeQuestion': 'Želite odstraniti kartico {card} iz shranjenih kartic?',
  'savedCards.removeConfirm': 'Odstrani kartico',
  'savedCards.removeCancel': 'Obdrži kartico',
  'savedCards.removed': 'Kartica {card} je bila odstranjena iz shranjenih kartic.',
  'savedCards.removeFailed': 'Kartice {card} ni bilo mogoče odstraniti. Poskusite znova čez trenutek.',

  'save.label': 'Shrani to kartico za prihodnja plačila',
  'save.consent': 'Naš ponudnik plačilnih storitev varno hrani vašo kartico za vaša naslednja plačila. Kadar koli jo lahko odstranite.',
  'save.notice': 'Ta kartica bo shranjena v vašem računu za prihodnja plačila.',

  'setup.busy': 'Shranjujemo vašo kartico…',
  'setup.challengeTitle': 'Preverite kartico',
  'setup.done': 'Vaša kartica je shranjena.',

  'stepUp.notice': 'Vaša banka vas prosi, da potrdite to plačilo. Preverite spodnjo kartico in nadaljujte.',
  'stepUp.done': 'Vaše plačilo je potrjeno.',
} satisfies SavedCardMessages;

export default messages;
