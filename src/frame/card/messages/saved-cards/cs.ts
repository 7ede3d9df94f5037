import type { SavedCardMessages } from './en.js';

/** Czech (čeština). */
const messages = {
  'savedCards.legend': 'Zaplatit pomocí',
  'savedCards.card': '{brand} s koncovkou {last4}',
  'savedCards.expires': 'Platnost do {expiry}',
  'savedCards.newCard': 'Nová karta',
  'savedCards.cvc': 'Bezpečnostní kód karty {card}',
  'savedCards.remove': 'Odebrat',
  'savedCards.removeLabel': 'Odebrat kartu {card}',
  'savedCards.removeQuestion': 'Odebrat kartu {card} z uložených karet?',
  'savedCards.removeConfirm': 'Odebrat kartu',
  'savedCards.removeCancel': 'Ponechat kartu',
  'savedCards.removed': 'Karta {card} byla odebrána z uložených karet.',
  'savedCards.removeFailed': 'Kartu {card} se nepodařilo odebrat. Zkuste to za chvíli znovu.',

  'save.label': 'Uložit tuto kartu pro budoucí platby',
  'save.consent': 'Vaši kartu bezpečně uchovává náš poskytovatel plateb pro vaše další platby. Kdykoli ji můžete odebrat.',
  'save.notice': 'Tato karta bude uložena do vašeho účtu pro budoucí platby.',

  'setup.busy': 'Ukládáme vaši kartu…',
  'setup.challengeTitle': 'Ověřte svou kartu',
  'setup.done': 'Vaše karta byla uložena.',

  'stepUp.notice': 'Vaše banka vás žádá o potvrzení této platby. Zkontrolujte kartu níže a pokračujte.',
  'stepUp.done': 'Vaše platba je potvrzena.',
} satisfies SavedCardMessages;

export default messages;
