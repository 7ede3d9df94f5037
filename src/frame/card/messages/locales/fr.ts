import type { Messages } from './en.js';

/** French (français). */
const messages = {
  'document.title': 'Informations de la carte',

  'label.number': 'Numéro de carte',
  'label.expiry': 'Date d’expiration',
  'label.cvc': 'Cryptogramme visuel',
  'label.name': 'Nom du titulaire de la carte',
  'label.postalCode': 'Code postal',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Choisissez un réseau de carte',

  'error.incomplete_number': 'Le numéro de votre carte est incomplet.',
  'error.invalid_number': 'Le numéro de votre carte n’est pas valide.',
  'error.incomplete_expiry': 'La date d’expiration de votre carte est incomplète.',
  'error.invalid_expiry_month': 'Le mois d’expiration de votre carte n’est pas valide.',
  'error.invalid_expiry_year': 'L’année d’expiration de votre carte n’est pas valide.',
  'error.invalid_expiry_year_past': 'La date d’expiration de votre carte est dépassée.',
  'error.incomplete_cvc': 'Le cryptogramme visuel de votre carte est incomplet.',
  'error.invalid_cvc': 'Le cryptogramme visuel de votre carte n’est pas valide.',
  'error.incomplete_name': 'Saisissez le nom figurant sur votre carte.',
  'error.incomplete_postal_code': 'Votre code postal est incomplet.',
  'error.invalid_postal_code': 'Votre code postal n’est pas valide.',

  'decline.generic_decline': 'Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.',
  'decline.insufficient_funds': 'Votre carte ne dispose pas de fonds suffisants. Essayez une autre carte.',
  'decline.expired_card': 'Votre carte a expiré. Vérifiez la date d’expiration ou utilisez une autre carte.',
  'decline.incorrect_cvc': 'Le cryptogramme visuel de votre carte est incorrect. Vérifiez-le et réessayez.',
  'decline.invalid_cvc': 'Le cryptogramme visuel de votre carte n’est pas valide. Vérifiez-le et réessayez.',
  'decline.incorrect_number': 'Le numéro de votre carte est incorrect. Vérifiez-le et réessayez.',
  'decline.invalid_expiry_month': 'Le mois d’expiration de votre carte n’est pas valide. Vérifiez-le et réessayez.',
  'decline.invalid_expiry_year': 'L’année d’expiration de votre carte n’est pas valide. Vérifiez-la et réessayez.',
  'decline.authentication_failed': 'Nous n’avons pas pu vérifier votre carte. Réessayez ou utilisez une autre carte.',

  // French typography: a narrow no-break space before ? ; ! and a no-break space before a colon.
  'hint.cvc': 'Où trouver le cryptogramme visuel\u202f?',
  'hint.cvc.back': 'Le cryptogramme visuel à 3 chiffres se trouve au dos de votre carte, à côté de la signature.',
  'hint.cvc.front': 'Le cryptogramme visuel à 4 chiffres se trouve au recto de votre carte, au-dessus du numéro de carte.',
  'brand.accepted': 'Cartes acceptées',
  'state.busy': 'Traitement de votre paiement…',

  'challenge.title': 'Confirmez votre paiement',
  'challenge.close': 'Annuler l’authentification',
  'challenge.frame': 'Page d’authentification de votre banque',
  'challenge.loading': 'Connexion à votre banque…',
  'failure.authenticationCanceled': 'L’authentification a été annulée. Vous pouvez réessayer.',
  'failure.authenticationUnavailable': 'La page d’authentification de votre banque n’a pas pu s’afficher. Réessayez dans quelques instants.',

  'failure.network': 'Impossible de joindre le service de paiement. Vérifiez votre connexion et réessayez.',
  'failure.generic': 'Une erreur s’est produite de notre côté. Réessayez dans quelques instants.',
} satisfies Messages;

export default messages;
