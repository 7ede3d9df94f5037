import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Tjekker din betaling…',
  completed: 'Betalingen er gennemført.',
  processing: 'Din bank behandler stadig betalingen…',
  processingTimedOut: 'Din bank behandler stadig betalingen. Du får en bekræftelse, når den er gennemført. Du kan lukke denne side.',
  failed: 'Betalingen mislykkedes.',
  failedBecause: 'Betalingen mislykkedes: {reason}.',
  notCompleted: 'Betalingen blev ikke gennemført.',
  requiresAction: 'Godkendelsen hos din bank blev ikke gennemført, så der er ikke trukket noget.',
  canceled: 'Betalingen blev annulleret.',
  tryAgain: 'Du kan prøve igen.',
  unreadable: 'Vi kunne ikke hente denne betaling.',
  amount: 'Beløb: {amount}',
  'reason.authentication_failed': 'din bank kunne ikke bekræfte, at det var dig',
  'reason.generic_decline': 'dit kort blev afvist',
  'reason.card_declined': 'dit kort blev afvist',
  'reason.insufficient_funds': 'der er ikke dækning nok på dit kort',
  'reason.expired_card': 'dit kort er udløbet',
  'reason.incorrect_cvc': 'kortets kontrolcifre var forkerte',
  setupLoading: 'Tjekker dit kort…',
  setupUnreadable: 'Vi kunne ikke tjekke, om dit kort blev gemt.',
  setupSucceeded: 'Dit {brand}-kort, der slutter på {last4}, er gemt.',
  setupFailed: 'Dit kort blev ikke gemt.',
  setupFailedBecause: 'Dit kort blev ikke gemt: {reason}.',
  setupRequiresAction: 'Godkendelsen hos din bank blev ikke gennemført, så dit kort blev ikke gemt.',
} satisfies StatusMessages;

export default messages;
