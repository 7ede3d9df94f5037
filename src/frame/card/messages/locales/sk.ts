import type { Messages } from './en.js';

/** Slovak (slovenčina). */
const messages = {
  'document.title': 'Údaje o karte',

  'label.number': 'Číslo karty',
  'label.expiry': 'Platnosť do',
  'label.cvc': 'Bezpečnostný kód',
  'label.name': 'Meno na karte',
  'label.postalCode': 'PSČ',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / RR',

  'brand.detected': '{brand}',
  'brand.legend': 'Vyberte kartovú spoločnosť',

  'error.incomplete_number': 'Číslo karty je neúplné.',
  'error.invalid_number': 'Číslo karty je neplatné.',
  'error.incomplete_expiry': 'Dátum platnosti karty je neúplný.',
  'error.invalid_expiry_month': 'Mesiac platnosti karty je neplatný.',
  'error.invalid_expiry_year': 'Rok platnosti karty je neplatný.',
  'error.invalid_expiry_year_past': 'Dátum platnosti karty je v minulosti.',
  'error.incomplete_cvc': 'Bezpečnostný kód karty je neúplný.',
  'error.invalid_cvc': 'Bezpečnostný kód karty je neplatný.',
  'error.incomplete_name': 'Zadajte meno uvedené na karte.',
  'error.incomplete_postal_code': 'PSČ je neúplné.',
  'error.invalid_postal_code': 'PSČ je neplatné.',

  'decline.generic_decline': 'Vaša karta bola zamietnutá. Skúste inú kartu alebo kontaktujte svoju banku.',
  'decline.insufficient_funds': 'Na karte nie je dostatok prostriedkov. Skúste inú kartu.',
  'decline.expired_card': 'Platnosť vašej karty uplynula. Skontrolujte dátum platnosti alebo použite inú kartu.',
  'decline.incorrect_cvc': 'Bezpečnostný kód karty je nesprávny. Skontrolujte ho a skúste to znova.',
  'decline.invalid_cvc': 'Bezpečnostný kód karty je neplatný. Skontrolujte ho a skúste to znova.',
  'decline.incorrect_number': 'Číslo karty je nesprávne. Skontrolujte ho a skúste to znova.',
  'decline.invalid_expiry_month': 'Mesiac platnosti karty je neplatný. Skontrolujte ho a skúste to znova.',
  'decline.invalid_expiry_year': 'Rok platnosti karty je neplatný. Skontrolujte ho a skúste to znova.',
  'decline.authentication_failed': 'Vašu kartu sa nepodarilo overiť. Skúste to znova alebo použite inú kartu.',

  'hint.cvc': 'Kde nájdem bezpečnostný kód?',
  'hint.cvc.back': 'Trojmiestny bezpečnostný kód nájdete na zadnej strane karty vedľa podpisu.',
  'hint.cvc.front': 'Štvormiestny bezpečnostný kód nájdete na prednej strane karty nad číslom karty.',
  'brand.accepted': 'Akceptované karty',
  'state.busy': 'Spracúvame vašu platbu…',

  'challenge.title': 'Potvrďte platbu',
  'challenge.close': 'Zrušiť overenie',
  'challenge.frame': 'Overovacia stránka vašej banky',
  'challenge.loading': 'Pripájame sa k vašej banke…',
  'failure.authenticationCanceled': 'Overenie bolo zrušené. Môžete to skúsiť znova.',
  'failure.authenticationUnavailable': 'Overovaciu stránku vašej banky sa nepodarilo zobraziť. Skúste to znova o chvíľu.',

  'failure.network': 'Platobnú službu sa nepodarilo kontaktovať. Skontrolujte pripojenie na internet a skúste to znova.',
  'failure.generic': 'Na našej strane sa vyskytla chyba. Skúste to znova o chvíľu.',
} satisfies Messages;

export default messages;
