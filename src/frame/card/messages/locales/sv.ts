import type { Messages } from './en.js';

/** Swedish (svenska). */
const messages = {
  'document.title': 'Kortuppgifter',

  'label.number': 'Kortnummer',
  'label.expiry': 'Utgångsdatum',
  'label.cvc': 'Säkerhetskod',
  'label.name': 'Namn på kortet',
  'label.postalCode': 'Postnummer',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / ÅÅ',

  'brand.detected': '{brand}',
  'brand.legend': 'Välj kortnätverk',

  'error.incomplete_number': 'Kortnumret är ofullständigt.',
  'error.invalid_number': 'Kortnumret är ogiltigt.',
  'error.incomplete_expiry': 'Kortets utgångsdatum är ofullständigt.',
  'error.invalid_expiry_month': 'Kortets utgångsmånad är ogiltig.',
  'error.invalid_expiry_year': 'Kortets utgångsår är ogiltigt.',
  'error.invalid_expiry_year_past': 'Kortets utgångsdatum har passerat.',
  'error.incomplete_cvc': 'Kortets säkerhetskod är ofullständig.',
  'error.invalid_cvc': 'Kortets säkerhetskod är ogiltig.',
  'error.incomplete_name': 'Ange namnet som står på ditt kort.',
  'error.incomplete_postal_code': 'Postnumret är ofullständigt.',
  'error.invalid_postal_code': 'Postnumret är ogiltigt.',

  'decline.generic_decline': 'Ditt kort nekades. Prova ett annat kort eller kontakta din bank.',
  'decline.insufficient_funds': 'Det saknas täckning på ditt kort. Prova ett annat kort.',
  'decline.expired_card': 'Ditt kort har gått ut. Kontrollera utgångsdatumet eller använd ett annat kort.',
  'decline.incorrect_cvc': 'Kortets säkerhetskod är felaktig. Kontrollera den och försök igen.',
  'decline.invalid_cvc': 'Kortets säkerhetskod är ogiltig. Kontrollera den och försök igen.',
  'decline.incorrect_number': 'Kortnumret är felaktigt. Kontrollera det och försök igen.',
  'decline.invalid_expiry_month': 'Kortets utgångsmånad är ogiltig. Kontrollera den och försök igen.',
  'decline.invalid_expiry_year': 'Kortets utgångsår är ogiltigt. Kontrollera det och försök igen.',
  'decline.authentication_failed': 'Vi kunde inte verifiera ditt kort. Försök igen eller använd ett annat kort.',

  'hint.cvc': 'Var hittar jag säkerhetskoden?',
  'hint.cvc.back': 'Den tresiffriga säkerhetskoden står på baksidan av ditt kort, bredvid namnteckningen.',
  'hint.cvc.front': 'Den fyrsiffriga säkerhetskoden står på framsidan av ditt kort, ovanför kortnumret.',
  'brand.accepted': 'Godkända kort',
  'state.busy': 'Din betalning behandlas…',

  'challenge.title': 'Bekräfta din betalning',
  'challenge.close': 'Avbryt autentiseringen',
  'challenge.frame': 'Din banks autentiseringssida',
  'challenge.loading': 'Kontaktar din bank…',
  'failure.authenticationCanceled': 'Autentiseringen avbröts. Du kan försöka igen.',
  'failure.authenticationUnavailable': 'Din banks autentisering kunde inte visas. Försök igen om en stund.',

  'failure.network': 'Vi kunde inte nå betaltjänsten. Kontrollera din anslutning och försök igen.',
  'failure.generic': 'Något gick fel hos oss. Försök igen om en stund.',
} satisfies Messages;

export default messages;
