import type { SavedCardMessages } from './en.js';

/** French (français). */
const messages = {
  'savedCards.legend': 'Payer avec',
  'savedCards.card': '{brand} se terminant par {last4}',
  'savedCards.expires': 'Expire fin {expiry}',
  'savedCards.newCard': 'Nouvelle carte',
  'savedCards.cvc': 'Cryptogramme visuel de la carte {card}',
  'savedCards.remove': 'Supprimer',
  'savedCards.removeLabel': 'Supprimer la carte {card}',
  'savedCards.removeQuestion': 'Supprimer la carte {card} de vos cartes enregistrées\u202f?',
  'savedCards.removeConfirm': 'Supprimer la carte',
  'savedCards.removeCancel': 'Conserver la carte',
  'savedCards.removed': 'La carte {card} a été supprimée de vos cartes enregistrées.',
  'savedCards.removeFailed': 'Impossible de supprimer la carte {card}. Réessayez dans un instant.',

  'save.label': 'Enregistrer cette carte pour de futurs paiements',
  'save.consent':
    'Votre carte est conservée en toute sécurité par notre prestataire de paiement pour vos prochains paiements. Vous pouvez la supprimer à tout moment.',
  'save.notice': 'Cette carte sera enregistrée dans votre compte pour de futurs paiements.',

  'setup.busy': 'Enregistrement de votre carte…',
  'setup.challengeTitle': 'Vérifiez votre carte',
  'setup.done': 'Votre carte a été enregistrée.',

  'stepUp.notice': 'Votre banque vous demande de confirmer ce paiement. Vérifiez la carte ci-dessous et continuez.',
  'stepUp.done': 'Votre paiement est confirmé.',
} satisfies SavedCardMessages;

export default messages;
