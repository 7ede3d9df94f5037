import type { SavedCardMessages } from './en.js';

/** Romanian (română). */
const messages = {
  'savedCards.legend': 'Plătiți cu',
  'savedCards.card': '{brand} care se termină în {last4}',
  'savedCards.expires': 'Expiră la {expiry}',
  'savedCards.newCard': 'Card nou',
  'savedCards.cvc': 'Codul de securitate al cardului {card}',
  'savedCards.remove': 'Eliminați',
  'savedCards.removeLabel': 'Eliminați cardul {card}',
  'savedCards.removeQuestion': 'Eliminați cardul {card} din cardurile salvate?',
  'savedCards.removeConfirm': 'Eliminați cardul',
  'savedCards.removeCancel': 'Păstrați cardul',
  'savedCards.removed': 'Cardul {card} a fost eliminat din cardurile salvate.',
  'savedCards.removeFailed': 'Cardul {card} nu a putut fi eliminat. Încercați din nou peste câteva momente.',

  'save.label': 'Salvați acest card pentru plăți viitoare',
  'save.consent': 'Furnizorul nostru de plăți păstrează cardul în siguranță pentru plățile dvs. următoare. Îl puteți elimina oricând.',
  'save.notice': 'Acest card va fi salvat în contul dvs. pentru plăți viitoare.',

  'setup.busy': 'Cardul se salvează…',
  'setup.challengeTitle': 'Verificați cardul',
  'setup.done': 'Cardul a fost salvat.',

  'stepUp.notice': 'Banca vă cere să confirmați această plată. Verificați cardul de mai jos și continuați.',
  'stepUp.done': 'Plata a fost confirmată.',
} satisfies SavedCardMessages;

export default messages;
