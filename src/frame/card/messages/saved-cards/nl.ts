import type { SavedCardMessages } from './en.js';

/** Dutch (Nederlands). */
const messages = {
  'savedCards.legend': 'Betalen met',
  'savedCards.card': '{brand} eindigend op {last4}',
  'savedCards.expires': 'Geldig tot {expiry}',
  'savedCards.newCard': 'Nieuwe kaart',
  'savedCards.cvc': 'Beveiligingscode van {card}',
  'savedCards.remove': 'Verwijderen',
  'savedCards.removeLabel': '{card} verwijderen',
  'savedCards.removeQuestion': '{card} verwijderen uit je opgeslagen kaarten?',
  'savedCards.removeConfirm': 'Kaart verwijderen',
  'savedCards.removeCancel': 'Kaart behouden',
  'savedCards.removed': '{card} is verwijderd uit je opgeslagen kaarten.',
  'savedCards.removeFailed': '{card} kon niet worden verwijderd. Probeer het zo opnieuw.',

  'save.label': 'Deze kaart opslaan voor toekomstige betalingen',
  'save.consent': 'Je kaart wordt veilig bewaard door onze betaalprovider voor je volgende betalingen. Je kunt hem op elk moment verwijderen.',
  'save.notice': 'Deze kaart wordt in je account opgeslagen voor toekomstige betalingen.',

  'setup.busy': 'Je kaart wordt opgeslagen…',
  'setup.challengeTitle': 'Verifieer je kaart',
  'setup.done': 'Je kaart is opgeslagen.',

  'stepUp.notice': 'Je bank vraagt je deze betaling te bevestigen. Controleer de kaart hieronder en ga verder.',
  'stepUp.done': 'Je betaling is bevestigd.',
} satisfies SavedCardMessages;

export default messages;
