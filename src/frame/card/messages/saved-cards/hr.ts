import type { SavedCardMessages } from './en.js';

/** Croatian (hrvatski). */
const messages = {
  'savedCards.legend': 'Platite pomoću',
  'savedCards.card': '{brand} sa završetkom {last4}',
  'savedCards.expires': 'Vrijedi do {expiry}',
  'savedCards.newCard': 'Nova kartica',
  'savedCards.cvc': 'Sigurnosni kod kartice {card}',
  'savedCards.remove': 'Ukloni',
  'savedCards.removeLabel': 'Ukloni karticu {card}',
  'savedCards.removeQuestion': 'Ukloniti karticu {card} iz spremljenih kartica?',
  'savedCards.removeConfirm': 'Ukloni karticu',
  'savedCards.removeCancel': 'Zadrži karticu',
  'savedCards.removed': 'Kartica {card} uklonjena je iz Vaših spremljenih kartica.',
  'savedCards.removeFailed': 'Karticu {card} nije moguće ukloniti. Pokušajte ponovno za trenutak.',

  'save.label': 'Spremi ovu karticu za buduća plaćanja',
  'save.consent': 'Naš pružatelj usluga plaćanja sigurno čuva Vašu karticu za Vaša sljedeća plaćanja. Možete je ukloniti u bilo kojem trenutku.',
  'save.notice': 'Ova će kartica biti spremljena na Vaš račun za buduća plaćanja.',

  'setup.busy': 'Vaša se kartica sprema…',
  'setup.challengeTitle': 'Potvrdite svoju karticu',
  'setup.done': 'Vaša je kartica spremljena.',

  'stepUp.notice': 'Vaša banka traži da potvrdite ovo plaćanje. Provjerite karticu u nastavku i nastavite.',
  'stepUp.done': 'Vaše je plaćanje potvrđeno.',
} satisfies SavedCardMessages;

export default messages;
