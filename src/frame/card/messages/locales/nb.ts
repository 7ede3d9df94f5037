import type { Messages } from './en.js';

/** Norwegian Bokmål (norsk bokmål). */
const messages = {
  'document.title': 'Kortopplysninger',

  'label.number': 'Kortnummer',
  'label.expiry': 'Utløpsdato',
  'label.cvc': 'Sikkerhetskode',
  'label.name': 'Navn på kortet',
  'label.postalCode': 'Postnummer',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / ÅÅ',

  'brand.detected': '{brand}',
  'brand.legend': 'Velg kortnettverk',

  'error.incomplete_number': 'Kortnummeret er ufullstendig.',
  'error.invalid_number': 'Kortnummeret er ugyldig.',
  'error.incomplete_expiry': 'Utløpsdatoen til kortet er ufullstendig.',
  'error.invalid_expiry_month': 'Utløpsmåneden til kortet er ugyldig.',
  'error.invalid_expiry_year': 'Utløpsåret til kortet er ugyldig.',
  'error.invalid_expiry_year_past': 'Utløpsdatoen til kortet har passert.',
  'error.incomplete_cvc': 'Sikkerhetskoden til kortet er ufullstendig.',
  'error.invalid_cvc': 'Sikkerhetskoden til kortet er ugyldig.',
  'error.incomplete_name': 'Skriv inn navnet som står på kortet.',
  'error.incomplete_postal_code': 'Postnummeret er ufullstendig.',
  'error.invalid_postal_code': 'Postnummeret er ugyldig.',

  'decline.generic_decline': 'Kortet ble avvist. Prøv et annet kort, eller kontakt banken din.',
  'decline.insufficient_funds': 'Det er ikke nok dekning på kortet. Prøv et annet kort.',
  'decline.expired_card': 'Kortet er utløpt. Sjekk utløpsdatoen, eller bruk et annet kort.',
  'decline.incorrect_cvc': 'Sikkerhetskoden til kortet er feil. Sjekk den og prøv igjen.',
  'decline.invalid_cvc': 'Sikkerhetskoden til kortet er ugyldig. Sjekk den og prøv igjen.',
  'decline.incorrect_number': 'Kortnummeret er feil. Sjekk det og prøv igjen.',
  'decline.invalid_expiry_month': 'Utløpsmåneden til kortet er ugyldig. Sjekk den og prøv igjen.',
  'decline.invalid_expiry_year': 'Utløpsåret til kortet er ugyldig. Sjekk det og prøv igjen.',
  'decline.authentication_failed': 'Vi kunne ikke bekrefte kortet ditt. Prøv igjen, eller bruk et annet kort.',

  'hint.cvc': 'Hvor finner jeg sikkerhetskoden?',
  'hint.cvc.back': 'Den 3-sifrede sikkerhetskoden står på baksiden av kortet, ved siden av signaturen.',
  'hint.cvc.front': 'Den 4-sifrede sikkerhetskoden står på forsiden av kortet, over kortnummeret.',
  'brand.accepted': 'Godtatte kort',
  'state.busy': 'Behandler betalingen…',

  'challenge.title': 'Bekreft betalingen',
  'challenge.close': 'Avbryt autentiseringen',
  'challenge.frame': 'Autentiseringssiden til banken din',
  'challenge.loading': 'Kontakter banken din…',
  'failure.authenticationCanceled': 'Autentiseringen ble avbrutt. Du kan prøve igjen.',
  'failure.authenticationUnavailable': 'Autentiseringen fra banken din kunne ikke vises. Prøv igjen om litt.',

  'failure.network': 'Vi fikk ikke kontakt med betalingstjenesten. Sjekk tilkoblingen og prøv igjen.',
  'failure.generic': 'Noe gikk galt hos oss. Prøv igjen om litt.',
} satisfies Messages;

export default messages;
