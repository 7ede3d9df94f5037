import type { Messages } from './en.js';

/** Croatian (hrvatski). */
const messages = {
  'document.title': 'Podaci o kartici',

  'label.number': 'Broj kartice',
  'label.expiry': 'Datum isteka',
  'label.cvc': 'Sigurnosni kod',
  'label.name': 'Ime na kartici',
  'label.postalCode': 'Poštanski broj',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / GG',

  'brand.detected': '{brand}',
  'brand.legend': 'Odaberite kartični sustav',

  'error.incomplete_number': 'Broj kartice je nepotpun.',
  'error.invalid_number': 'Broj kartice nije valjan.',
  'error.incomplete_expiry': 'Datum isteka kartice je nepotpun.',
  'error.invalid_expiry_month': 'Mjesec isteka kartice nije valjan.',
  'error.invalid_expiry_year': 'Godina isteka kartice nije valjana.',
  'error.invalid_expiry_year_past': 'Datum isteka kartice je već prošao.',
  'error.incomplete_cvc': 'Sigurnosni kod kartice je nepotpun.',
  'error.invalid_cvc': 'Sigurnosni kod kartice nije valjan.',
  'error.incomplete_name': 'Unesite ime kako je navedeno na kartici.',
  'error.incomplete_postal_code': 'Poštanski broj je nepotpun.',
  'error.invalid_postal_code': 'Poštanski broj nije valjan.',

  'decline.generic_decline': 'Vaša kartica je odbijena. Pokušajte s drugom karticom ili se obratite svojoj banci.',
  'decline.insufficient_funds': 'Na kartici nema dovoljno sredstava. Pokušajte s drugom karticom.',
  'decline.expired_card': 'Vašoj kartici istekao je rok valjanosti. Provjerite datum isteka ili upotrijebite drugu karticu.',
  'decline.incorrect_cvc': 'Sigurnosni kod kartice je netočan. Provjerite ga i pokušajte ponovno.',
  'decline.invalid_cvc': 'Sigurnosni kod kartice nije valjan. Provjerite ga i pokušajte ponovno.',
  'decline.incorrect_number': 'Broj kartice je netočan. Provjerite ga i pokušajte ponovno.',
  'decline.invalid_expiry_month': 'Mjesec isteka kartice nije valjan. Provjerite ga i pokušajte ponovno.',
  'decline.invalid_expiry_year': 'Godina isteka kartice nije valjana. Provjerite je i pokušajte ponovno.',
  'decline.authentication_failed': 'Nismo uspjeli provjeriti Vašu karticu. Pokušajte ponovno ili upotrijebite drugu karticu.',

  'hint.cvc': 'Gdje se nalazi sigurnosni kod?',
  'hint.cvc.back': 'Troznamenkasti sigurnosni kod nalazi se na poleđini kartice, pokraj potpisa.',
  'hint.cvc.front': 'Četveroznamenkasti sigurnosni kod nalazi se na prednjoj strani kartice, iznad broja kartice.',
  'brand.accepted': 'Prihvaćene kartice',
  'state.busy': 'Vaše se plaćanje obrađuje…',

  'challenge.title': 'Potvrdite plaćanje',
  'challenge.close': 'Otkaži autentifikaciju',
  'challenge.frame': 'Stranica za autentifikaciju Vaše banke',
  'challenge.loading': 'Povezivanje s Vašom bankom…',
  'failure.authenticationCanceled': 'Autentifikacija je otkazana. Možete pokušati ponovno.',
  'failure.authenticationUnavailable': 'Stranicu za autentifikaciju Vaše banke nije moguće prikazati. Pokušajte ponovno za nekoliko trenutaka.',

  'failure.network': 'Nije moguće povezati se s uslugom plaćanja. Provjerite internetsku vezu i pokušajte ponovno.',
  'failure.generic': 'Došlo je do pogreške na našoj strani. Pokušajte ponovno za nekoliko trenutaka.',
} satisfies Messages;

export default messages;
