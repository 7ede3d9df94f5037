import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Tikrinamas jūsų mokėjimas…',
  completed: 'Mokėjimas atliktas.',
  processing: 'Jūsų bankas dar apdoroja mokėjimą…',
  processingTimedOut: 'Jūsų bankas dar apdoroja mokėjimą. Gausite patvirtinimą, kai jis bus baigtas; galite uždaryti šį puslapį.',
  failed: 'Mokėjimas nepavyko.',
  failedBecause: 'Mokėjimas nepavyko: {reason}.',
  notCompleted: 'Mokėjimas nebuvo užbaigtas.',
  requiresAction: 'Autentifikavimas jūsų banke nebuvo užbaigtas, todėl pinigai nenuskaičiuoti.',
  canceled: 'Mokėjimas atšauktas.',
  tryAgain: 'Galite bandyti dar kartą.',
  unreadable: 'Nepavyko gauti šio mokėjimo duomenų.',
  amount: 'Suma: {amount}',
  'reason.authentication_failed': 'jūsų bankas negalėjo patvirtinti, kad tai buvote jūs',
  'reason.generic_decline': 'jūsų kortelė atmesta',
  'reason.card_declined': 'jūsų kortelė atmesta',
  'reason.insufficient_funds': 'kortelėje nepakanka lėšų',
  'reason.expired_card': 'jūsų kortelės galiojimas baigėsi',
  'reason.incorrect_cvc': 'kortelės saugos kodas buvo neteisingas',
  setupLoading: 'Tikrinama jūsų kortelė…',
  setupUnreadable: 'Nepavyko patikrinti, ar jūsų kortelė išsaugota.',
  setupSucceeded: 'Jūsų {brand} kortelė, kurios numeris baigiasi {last4}, išsaugota.',
  setupFailed: 'Jūsų kortelė neišsaugota.',
  setupFailedBecause: 'Jūsų kortelė neišsaugota: {reason}.',
  setupRequiresAction: 'Autentifikavimas jūsų banke nebuvo užbaigtas, todėl jūsų kortelė neišsaugota.',
} satisfies StatusMessages;

export default messages;
