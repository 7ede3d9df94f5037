import type { Messages } from './en.js';

/** Latvian (latviešu). */
const messages = {
  'document.title': 'Kartes dati',

  'label.number': 'Kartes numurs',
  'label.expiry': 'Derīguma termiņš',
  'label.cvc': 'Drošības kods',
  'label.name': 'Vārds uz kartes',
  'label.postalCode': 'Pasta indekss',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / GG',

  'brand.detected': '{brand}',
  'brand.legend': 'Izvēlieties kartes tīklu',

  'error.incomplete_number': 'Kartes numurs nav pilnīgs.',
  'error.invalid_number': 'Kartes numurs nav derīgs.',
  'error.incomplete_expiry': 'Kartes derīguma termiņš nav pilnīgs.',
  'error.invalid_expiry_month': 'Kartes derīguma termiņa mēnesis nav derīgs.',
  'error.invalid_expiry_year': 'Kartes derīguma termiņa gads nav derīgs.',
  'error.invalid_expiry_year_past': 'Kartes derīguma termiņš jau ir beidzies.',
  'error.incomplete_cvc': 'Kartes drošības kods nav pilnīgs.',
  'error.invalid_cvc': 'Kartes drošības kods nav derīgs.',
  'error.incomplete_name': 'Ievadiet vārdu tā, kā tas norādīts uz kartes.',
  'error.incomplete_postal_code': 'Pasta indekss nav pilnīgs.',
  'error.invalid_postal_code': 'Pasta indekss nav derīgs.',

  'decline.generic_decline': 'Jūsu karte tika noraidīta. Izmantojiet citu karti vai sazinieties ar savu banku.',
  'decline.insufficient_funds': 'Kartē nav pietiekami daudz līdzekļu. Izmantojiet citu karti.',
  'decline.expired_card': 'Jūsu kartes derīguma termiņš ir beidzies. Pārbaudiet derīguma termiņu vai izmantojiet citu karti.',
  'decline.incorrect_cvc': 'Kartes drošības kods ir nepareizs. Pārbaudiet to un mēģiniet vēlreiz.',
  'decline.invalid_cvc': 'Kartes drošības kods nav derīgs. Pārbaudiet to un mēģiniet vēlreiz.',
  'decline.incorrect_number': 'Kartes numurs ir nepareizs. Pārbaudiet to un mēģiniet vēlreiz.',
  'decline.invalid_expiry_month': 'Kartes derīguma termiņa mēnesis nav derīgs. Pārbaudiet to un mēģiniet vēlreiz.',
  'decline.invalid_expiry_year': 'Kartes derīguma termiņa gads nav derīgs. Pārbaudiet to un mēģiniet vēlreiz.',
  'decline.authentication_failed': 'Mēs nevarējām verificēt Jūsu karti. Mēģiniet vēlreiz vai izmantojiet citu karti.',

  'hint.cvc': 'Kur atrast drošības kodu?',
  'hint.cvc.back': '3 ciparu drošības kods atrodas kartes aizmugurē blakus parakstam.',
  'hint.cvc.front': '4 ciparu drošības kods atrodas kartes priekšpusē virs kartes numura.',
  'brand.accepted': 'Pieņemtās kartes',
  'state.busy': 'Jūsu maksājums tiek apstrādāts…',

  'challenge.title': 'Apstipriniet maksājumu',
  'challenge.close': 'Atcelt autentifikāciju',
  'challenge.frame': 'Jūsu bankas autentifikācijas lapa',
  'challenge.loading': 'Notiek savienojuma izveide ar Jūsu banku…',
  'failure.authenticationCanceled': 'Autentifikācija tika atcelta. Varat mēģināt vēlreiz.',
  'failure.authenticationUnavailable': 'Jūsu bankas autentifikācijas lapu neizdevās parādīt. Mēģiniet vēlreiz pēc brīža.',

  'failure.network': 'Neizdevās sazināties ar maksājumu pakalpojumu. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
  'failure.generic': 'Mūsu pusē radās kļūda. Mēģiniet vēlreiz pēc brīža.',
} satisfies Messages;

export default messages;
