import type { Messages } from './en.js';

/** German (Deutsch). */
const messages = {
  'document.title': 'Kartendaten',

  'label.number': 'Kartennummer',
  'label.expiry': 'Ablaufdatum',
  'label.cvc': 'Prüfnummer',
  'label.name': 'Name auf der Karte',
  'label.postalCode': 'Postleitzahl',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / JJ',

  'brand.detected': '{brand}',
  'brand.legend': 'Kartennetzwerk wählen',

  'error.incomplete_number': 'Ihre Kartennummer ist unvollständig.',
  'error.invalid_number': 'Ihre Kartennummer ist ungültig.',
  'error.incomplete_expiry': 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
  'error.invalid_expiry_month': 'Der Ablaufmonat Ihrer Karte ist ungültig.',
  'error.invalid_expiry_year': 'Das Ablaufjahr Ihrer Karte ist ungültig.',
  'error.invalid_expiry_year_past': 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
  'error.incomplete_cvc': 'Die Prüfnummer Ihrer Karte ist unvollständig.',
  'error.invalid_cvc': 'Die Prüfnummer Ihrer Karte ist ungültig.',
  'error.incomplete_name': 'Geben Sie den Namen ein, der auf Ihrer Karte steht.',
  'error.incomplete_postal_code': 'Ihre Postleitzahl ist unvollständig.',
  'error.invalid_postal_code': 'Ihre Postleitzahl ist ungültig.',

  'decline.generic_decline': 'Ihre Karte wurde abgelehnt. Verwenden Sie eine andere Karte oder wenden Sie sich an Ihre Bank.',
  'decline.insufficient_funds': 'Ihre Karte ist nicht ausreichend gedeckt. Verwenden Sie eine andere Karte.',
  'decline.expired_card': 'Ihre Karte ist abgelaufen. Prüfen Sie das Ablaufdatum oder verwenden Sie eine andere Karte.',
  'decline.incorrect_cvc': 'Die Prüfnummer Ihrer Karte ist falsch. Prüfen Sie sie und versuchen Sie es erneut.',
  'decline.invalid_cvc': 'Die Prüfnummer Ihrer Karte ist ungültig. Prüfen Sie sie und versuchen Sie es erneut.',
  'decline.incorrect_number': 'Ihre Kartennummer ist falsch. Prüfen Sie sie und versuchen Sie es erneut.',
  'decline.invalid_expiry_month': 'Der Ablaufmonat Ihrer Karte ist ungültig. Prüfen Sie ihn und versuchen Sie es erneut.',
  'decline.invalid_expiry_year': 'Das Ablaufjahr Ihrer Karte ist ungültig. Prüfen Sie es und versuchen Sie es erneut.',
  'decline.authentication_failed': 'Ihre Karte konnte nicht verifiziert werden. Versuchen Sie es erneut oder verwenden Sie eine andere Karte.',

  'hint.cvc': 'Wo finde ich die Prüfnummer?',
  'hint.cvc.back': 'Die 3-stellige Prüfnummer steht auf der Rückseite Ihrer Karte, neben dem Unterschriftsfeld.',
  'hint.cvc.front': 'Die 4-stellige Prüfnummer steht auf der Vorderseite Ihrer Karte, über der Kartennummer.',
  'brand.accepted': 'Akzeptierte Karten',
  'state.busy': 'Ihre Zahlung wird verarbeitet…',

  'challenge.title': 'Bestätigen Sie Ihre Zahlung',
  'challenge.close': 'Authentifizierung abbrechen',
  'challenge.frame': 'Authentifizierungsseite Ihrer Bank',
  'challenge.loading': 'Verbindung zu Ihrer Bank wird hergestellt…',
  'failure.authenticationCanceled': 'Die Authentifizierung wurde abgebrochen. Sie können es erneut versuchen.',
  'failure.authenticationUnavailable': 'Die Authentifizierungsseite Ihrer Bank konnte nicht angezeigt werden. Versuchen Sie es gleich noch einmal.',

  'failure.network': 'Der Zahlungsdienst ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'failure.generic': 'Bei uns ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
} satisfies Messages;

export default messages;
