import type { SavedCardMessages } from './en.js';

/** Swedish (svenska). */
const messages = {
  'savedCards.legend': 'Betala med',
  'savedCards.card': '{brand} som slutar på {last4}',
  'savedCards.expires': 'Går ut {expiry}',
  'savedCards.newCard': 'Nytt kort',
  'savedCards.cvc': 'Säkerhetskod för {card}',
  'savedCards.remove': 'Ta bort',
  'savedCards.removeLabel': 'Ta bort {card}',
  'savedCards.removeQuestion': 'Vill du ta bort {card} från dina sparade kort?',
  'savedCards.removeConfirm': 'Ta bort kortet',
  'savedCards.removeCancel': 'Behåll kortet',
  'savedCards.removed': '{card} har tagits bort från dina sparade kort.',
  'savedCards.removeFailed': '{card} kunde inte tas bort. Försök igen om en stund.',

  'save.label': 'Spara det här kortet för framtida betalningar',
  'save.consent': 'Ditt kort förvaras säkert av vår betalleverantör för dina kommande betalningar. Du kan ta bort det när som helst.',
  'save.notice': 'Det här kortet sparas på ditt konto för framtida betalningar.',

  'setup.busy': 'Ditt kort sparas…',
  'setup.challengeTitle': 'Verifiera ditt kort',
  'setup.done': 'Ditt kort har sparats.',

  'stepUp.notice': 'Din bank ber dig bekräfta den här betalningen. Kontrollera kortet nedan och fortsätt.',
  'stepUp.done': 'Din betalning är bekräftad.',
} satisfies SavedCardMessages;

export default messages;
