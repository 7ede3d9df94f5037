import type { SavedCardMessages } from './en.js';

/** Estonian (eesti). */
const messages = {
  'savedCards.legend': 'Maksa kaardiga',
  'savedCards.card': '{brand}, mille number lõpeb {last4}',
  'savedCards.expires': 'Kehtib kuni {expiry}',
  'savedCards.newCard': 'Uus kaart',
  'savedCards.cvc': 'Kaardi {card} turvakood',
  'savedCards.remove': 'Eemalda',
  'savedCards.removeLabel': 'Eemalda kaart {card}',
  'savedCards.removeQuestion': 'Kas eemaldada kaart {card} salvestatud kaartide hulgast?',
  'savedCards.removeConfirm': 'Eemalda kaart',
  'savedCards.removeCancel': 'Jäta kaart alles',
  'savedCards.removed': 'Kaart {card} eemaldati teie salvestatud kaartide hulgast.',
  'savedCards.removeFailed': 'Kaarti {card} ei õnnestunud eemaldada. Proovige hetke pärast uuesti.',

  'save.label': 'Salvesta see kaart tulevaste maksete jaoks',
  'save.consent': 'Meie makseteenuse pakkuja hoiab teie kaarti turvaliselt teie järgmiste maksete jaoks. Saate selle igal ajal eemaldada.',
  'save.notice': 'See kaart salvestatakse teie kontole tulevaste maksete jaoks.',

  'setup.busy': 'Teie kaarti salvestatakse…',
  'setup.challengeTitle': 'Kinnitage oma kaart',
  'setup.done': 'Teie kaart on salvestatud.',

  'stepUp.notice': 'Teie pank palub teil selle makse kinnitada. Kontrollige allolevat kaarti ja jätkake.',
  'stepUp.done': 'Teie makse on kinnitatud.',
} satisfies SavedCardMessages;

export default messages;
