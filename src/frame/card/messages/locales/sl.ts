import type { Messages } from './en.js';

/** Slovenian (slovenščina). */
const messages = {
  'document.title': 'Podatki o kartici',

  'label.number': 'Številka kartice',
  'label.expiry': 'Datum veljavnosti',
  'label.cvc': 'Varnostna koda',
  'label.name': 'Ime na kartici',
  'label.postalCode': 'Poštna številka',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / LL',

  'brand.detected': '{brand}',
  'brand.legend': 'Izberite kartični sistem',

  'error.incomplete_number': 'Številka kartice je nepopolna.',
  'error.invalid_number': 'Številka kartice ni veljavna.',
  'error.incomplete_expiry': 'Datum veljavnosti kartice je nepopoln.',
  'error.invalid_expiry_month': 'Mesec veljavnosti kartice ni veljaven.',
  'error.invalid_expiry_year': 'Leto veljavnosti kartice ni veljavno.',
  'error.invalid_expiry_year_past': 'Datum veljavnosti kartice je že pretekel.',
  'error.incomplete_cvc': 'Varnostna koda kartice je nepopolna.',
  'error.invalid_cvc': 'Varnostna koda kartice ni veljavna.',
  'error.incomplete_name': 'Vnesite ime, kot je navedeno na kartici.',
  'error.incomplete_postal_code': 'Poštna številka je nepopolna.',
  'error.invalid_postal_code': 'Poštna številka ni veljavna.',

  'decline.generic_decline': 'Vaša kartica je bila zavrnjena. Poskusite z drugo kartico ali se obrnite na svojo banko.',
  'decline.insufficient_funds': 'Na kartici ni dovolj sredstev. Poskusite z drugo kartico.',
  'decline.expired_card': 'Vaša kartica je potekla. Preverite datum veljavnosti ali uporabite drugo kartico.',
  'decline.incorrect_cvc': 'Varnostna koda kartice je napačna. Preverite jo in poskusite znova.',
  'decline.invalid_cvc': 'Varnostna koda kartice ni veljavna. Preverite jo in poskusite znova.',
  'decline.incorrect_number': 'Številka kartice je napačna. Preverite jo in poskusite znova.',
  'decline.invalid_expiry_month': 'Mesec veljavnosti kartice ni veljaven. Preverite ga in poskusite znova.',
  'decline.invalid_expiry_year': 'Leto veljavnosti kartice ni veljavno. Preverite ga in poskusite znova.',
  'decline.authentication_failed': 'Vaše kartice ni bilo mogoče preveriti. Poskusite znova ali uporabite drugo kartico.',

  'hint.cvc': 'Kje najdem varnostno kodo?',
  'hint.cvc.back': 'Trimestna varnostna koda je na hrbtni strani kartice, poleg podpisa.',
  'hint.cvc.front': 'Štirimestna varnostna koda je na sprednji strani kartice, nad številko kartice.',
  'brand.accepted': 'Sprejete kartice',
  'state.busy': 'Vaše plačilo je v obdelavi…',

  'challenge.title': 'Potrdite plačilo',
  'challenge.close': 'Prekliči preverjanje',
  'challenge.frame': 'Stran za preverjanje pri vaši banki',
  'challenge.loading': 'Povezujemo se z vašo banko…',
  'failure.authenticationCanceled': 'Preverjanje je bilo preklicano. Lahko poskusite znova.',
  'failure.authenticationUnavailable': 'Strani za preverjanje pri vaši banki ni bilo mogoče prikazati. Poskusite znova čez nekaj trenutkov.',

  'failure.network': 'Plačilne storitve ni bilo mogoče doseči. Preverite internetno povezavo in poskusite znova.',
  'failure.generic': 'Na naši strani je prišlo do napake. Poskusite znova čez nekaj trenutkov.',
} satisfies Messages;

export default messages;
