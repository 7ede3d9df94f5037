import type { Messages } from './en.js';

/** Danish (dansk). */
const messages = {
  'document.title': 'Kortoplysninger',

  'label.number': 'Kortnummer',
  'label.expiry': 'Udløbsdato',
  'label.cvc': 'Kontrolcifre',
  'label.name': 'Navn på kortet',
  'label.postalCode': 'Postnummer',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / ÅÅ',

  'brand.detected': '{brand}',
  'brand.legend': 'Vælg kortnetværk',

  'error.incomplete_number': 'Dit kortnummer er ufuldstændigt.',
  'error.invalid_number': 'Dit kortnummer er ugyldigt.',
  'error.incomplete_expiry': 'Kortets udløbsdato er ufuldstændig.',
  'error.invalid_expiry_month': 'Kortets udløbsmåned er ugyldig.',
  'error.invalid_expiry_year': 'Kortets udløbsår er ugyldigt.',
  'error.invalid_expiry_year_past': 'Kortets udløbsdato er overskredet.',
  'error.incomplete_cvc': 'Kortets kontrolcifre er ufuldstændige.',
  'error.invalid_cvc': 'Kortets kontrolcifre er ugyldige.',
  'error.incomplete_name': 'Indtast navnet, som det står på dit kort.',
  'error.incomplete_postal_code': 'Dit postnummer er ufuldstændigt.',
  'error.invalid_postal_code': 'Dit postnummer er ugyldigt.',

  'decline.generic_decline': 'Dit kort blev afvist. Prøv et andet kort, eller kontakt din bank.',
  'decline.insufficient_funds': 'Der er ikke dækning nok på dit kort. Prøv et andet kort.',
  'decline.expired_card': 'Dit kort er udløbet. Tjek udløbsdatoen, eller brug et andet kort.',
  'decline.incorrect_cvc': 'Kortets kontrolcifre er forkerte. Tjek dem, og prøv igen.',
  'decline.invalid_cvc': 'Kortets kontrolcifre er ugyldige. Tjek dem, og prøv igen.',
  'decline.incorrect_number': 'Dit kortnummer er forkert. Tjek det, og prøv igen.',
  'decline.invalid_expiry_month': 'Kortets udløbsmåned er ugyldig. Tjek den, og prøv igen.',
  'decline.invalid_expiry_year': 'Kortets udløbsår er ugyldigt. Tjek det, og prøv igen.',
  'decline.authentication_failed': 'Vi kunne ikke bekræfte dit kort. Prøv igen, eller brug et andet kort.',

  'hint.cvc': 'Hvor finder jeg kontrolcifrene?',
  'hint.cvc.back': 'De 3 kontrolcifre står på bagsiden af dit kort ved siden af underskriften.',
  'hint.cvc.front': 'De 4 kontrolcifre står på forsiden af dit kort over kortnummeret.',
  'brand.accepted': 'Accepterede kort',
  'state.busy': 'Din betaling behandles…',

  'challenge.title': 'Bekræft din betaling',
  'challenge.close': 'Annuller godkendelsen',
  'challenge.frame': 'Din banks godkendelsesside',
  'challenge.loading': 'Kontakter din bank…',
  'failure.authenticationCanceled': 'Godkendelsen blev annulleret. Du kan prøve igen.',
  'failure.authenticationUnavailable': 'Din banks godkendelse kunne ikke vises. Prøv igen om lidt.',

  'failure.network': 'Vi kunne ikke få forbindelse til betalingstjenesten. Tjek din forbindelse, og prøv igen.',
  'failure.generic': 'Der opstod en fejl hos os. Prøv igen om lidt.',
} satisfies Messages;

export default messages;
