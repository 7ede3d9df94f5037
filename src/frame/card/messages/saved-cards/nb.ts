import type { SavedCardMessages } from './en.js';

/** Norwegian Bokmål (norsk bokmål). */
const messages = {
  'savedCards.legend': 'Betal med',
  'savedCards.card': '{brand} som slutter på {last4}',
  'savedCards.expires': 'Utløper {expiry}',
  'savedCards.newCard': 'Nytt kort',
  'savedCards.cvc': 'Sikkerhetskode for {card}',
  'savedCards.remove': 'Fjern',
  'savedCards.removeLabel': 'Fjern {card}',
  'savedCards.removeQuestion': 'Vil du fjerne {card} fra de lagrede kortene dine?',
  'savedCards.removeConfirm': 'Fjern kortet',
  'savedCards.removeCancel': 'Behold kortet',
  'savedCards.removed': '{card} er fjernet fra de lagrede kortene dine.',
  'savedCards.removeFailed': '{card} kunne ikke fjernes. Prøv igjen om litt.',

  'save.label': 'Lagre dette kortet for fremtidige betalinger',
  'save.consent': 'Kortet ditt oppbevares trygt av betalingsleverandøren vår til de neste betalingene dine. Du kan fjerne det når som helst.',
  'save.notice': 'Dette kortet blir lagret på kontoen din for fremtidige betalinger.',

  'setup.busy': 'Lagrer kortet…',
  'setup.challengeTitle': 'Bekreft kortet ditt',
  'setup.done': 'Kortet ditt er lagret.',

  'stepUp.notice': 'Banken din ber deg bekrefte denne betalingen. Sjekk kortet nedenfor og fortsett.',
  'stepUp.done': 'Betalingen din er bekreftet.',
} satisfies SavedCardMessages;

export default messages;
