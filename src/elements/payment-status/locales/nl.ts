import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Je betaling wordt gecontroleerd…',
  completed: 'Betaling voltooid.',
  processing: 'Je bank verwerkt de betaling nog…',
  processingTimedOut: 'Je bank verwerkt de betaling nog. Je ontvangt een bevestiging zodra deze is afgerond; je kunt deze pagina sluiten.',
  failed: 'De betaling is mislukt.',
  failedBecause: 'De betaling is mislukt: {reason}.',
  notCompleted: 'De betaling is niet voltooid.',
  requiresAction: 'De authenticatie bij je bank is niet afgerond, dus er is niets afgeschreven.',
  canceled: 'De betaling is geannuleerd.',
  tryAgain: 'Je kunt het opnieuw proberen.',
  unreadable: 'We konden deze betaling niet ophalen.',
  amount: 'Bedrag: {amount}',
  'reason.authentication_failed': 'je bank kon niet bevestigen dat jij het was',
  'reason.generic_decline': 'je kaart is geweigerd',
  'reason.card_declined': 'je kaart is geweigerd',
  'reason.insufficient_funds': 'er staat onvoldoende saldo op je kaart',
  'reason.expired_card': 'je kaart is verlopen',
  'reason.incorrect_cvc': 'de beveiligingscode van de kaart was onjuist',
  setupLoading: 'Je kaart wordt gecontroleerd…',
  setupUnreadable: 'We konden niet controleren of je kaart is opgeslagen.',
  setupSucceeded: 'Je {brand}-kaart eindigend op {last4} is opgeslagen.',
  setupFailed: 'Je kaart is niet opgeslagen.',
  setupFailedBecause: 'Je kaart is niet opgeslagen: {reason}.',
  setupRequiresAction: 'De authenticatie bij je bank is niet afgerond, dus je kaart is niet opgeslagen.',
} satisfies StatusMessages;

export default messages;
