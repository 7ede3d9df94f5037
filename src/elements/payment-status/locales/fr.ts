import type { StatusMessages } from '../messages.js';

const messages = {
  // French typography: a narrow no-break space before ? ; ! and a no-break space before a colon.
  loading: 'Vérification de votre paiement…',
  completed: 'Paiement effectué.',
  processing: 'Votre banque traite encore le paiement…',
  processingTimedOut:
    'Votre banque traite encore le paiement. Vous recevrez une confirmation une fois l’opération terminée\u202f; vous pouvez fermer cette page.',
  failed: 'Le paiement a échoué.',
  failedBecause: 'Le paiement a échoué\u00a0: {reason}.',
  notCompleted: 'Le paiement n’a pas abouti.',
  requiresAction: 'L’authentification auprès de votre banque n’a pas été finalisée\u00a0: aucun montant n’a été débité.',
  canceled: 'Le paiement a été annulé.',
  tryAgain: 'Vous pouvez réessayer.',
  unreadable: 'Impossible de récupérer les informations de ce paiement.',
  amount: 'Montant\u00a0: {amount}',
  'reason.authentication_failed': 'votre banque n’a pas pu confirmer votre identité',
  'reason.generic_decline': 'votre carte a été refusée',
  'reason.card_declined': 'votre carte a été refusée',
  'reason.insufficient_funds': 'votre carte ne dispose pas de fonds suffisants',
  'reason.expired_card': 'votre carte a expiré',
  'reason.incorrect_cvc': 'le cryptogramme visuel de la carte était incorrect',
  setupLoading: 'Vérification de votre carte…',
  setupUnreadable: 'Impossible de vérifier si votre carte a été enregistrée.',
  setupSucceeded: 'Votre carte {brand} se terminant par {last4} a été enregistrée.',
  setupFailed: 'Votre carte n’a pas été enregistrée.',
  setupFailedBecause: 'Votre carte n’a pas été enregistrée\u00a0: {reason}.',
  setupRequiresAction: 'L’authentification auprès de votre banque n’a pas été finalisée\u00a0: votre carte n’a pas été enregistrée.',
} satisfies StatusMessages;

export default messages;
