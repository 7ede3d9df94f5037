import type { Messages } from './en.js';

/** Czech (čeština). */
const messages = {
  'document.title': 'Údaje o kartě',

  'label.number': 'Číslo karty',
  'label.expiry': 'Platnost do',
  'label.cvc': 'Bezpečnostní kód',
  'label.name': 'Jméno na kartě',
  'label.postalCode': 'PSČ',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / RR',

  'brand.detected': '{brand}',
  'brand.legend': 'Zvolte karetní společnost',

  'error.incomplete_number': 'Číslo karty je neúplné.',
  'error.invalid_number': 'Číslo karty je neplatné.',
  'error.incomplete_expiry': 'Datum platnosti karty je neúplné.',
  'error.invalid_expiry_month': 'Měsíc platnosti karty je neplatný.',
  'error.invalid_expiry_year': 'Rok platnosti karty je neplatný.',
  'error.invalid_expiry_year_past': 'Datum platnosti karty je v minulosti.',
  'error.incomplete_cvc': 'Bezpečnostní kód karty je neúplný.',
  'error.invalid_cvc': 'Bezpečnostní kód karty je neplatný.',
  'error.incomplete_name': 'Zadejte jméno uvedené na kartě.',
  'error.incomplete_postal_code': 'PSČ je neúplné.',
  'error.invalid_postal_code': 'PSČ je neplatné.',

  'decline.generic_decline': 'Vaše karta byla zamítnuta. Zkuste jinou kartu nebo kontaktujte svou banku.',
  'decline.insufficient_funds': 'Na kartě není dostatek prostředků. Zkuste jinou kartu.',
  'decline.expired_card': 'Platnost vaší karty vypršela. Zkontrolujte datum platnosti nebo použijte jinou kartu.',
  'decline.incorrect_cvc': 'Bezpečnostní kód karty je nesprávný. Zkontrolujte ho a zkuste to znovu.',
  'decline.invalid_cvc': 'Bezpečnostní kód karty je neplatný. Zkontrolujte ho a zkuste to znovu.',
  'decline.incorrect_number': 'Číslo karty je nesprávné. Zkontrolujte ho a zkuste to znovu.',
  'decline.invalid_expiry_month': 'Měsíc platnosti karty je neplatný. Zkontrolujte ho a zkuste to znovu.',
  'decline.invalid_expiry_year': 'Rok platnosti karty je neplatný. Zkontrolujte ho a zkuste to znovu.',
  'decline.authentication_failed': 'Vaši kartu se nepodařilo ověřit. Zkuste to znovu nebo použijte jinou kartu.',

  'hint.cvc': 'Kde najdu bezpečnostní kód?',
  'hint.cvc.back': 'Trojmístný bezpečnostní kód najdete na zadní straně karty vedle podpisu.',
  'hint.cvc.front': 'Čtyřmístný bezpečnostní kód najdete na přední straně karty nad číslem karty.',
  'brand.accepted': 'Přijímané karty',
  'state.busy': 'Zpracováváme vaši platbu…',

  'challenge.title': 'Potvrďte platbu',
  'challenge.close': 'Zrušit ověření',
  'challenge.frame': 'Ověřovací stránka vaší banky',
  'challenge.loading': 'Spojujeme se s vaší bankou…',
  'failure.authenticationCanceled': 'Ověření bylo zrušeno. Můžete to zkusit znovu.',
  'failure.authenticationUnavailable': 'Ověřovací stránku vaší banky se nepodařilo zobrazit. Zkuste to znovu za chvíli.',

  'failure.network': 'Platební službu se nepodařilo kontaktovat. Zkontrolujte připojení k internetu a zkuste to znovu.',
  'failure.generic': 'Na naší straně došlo k chybě. Zkuste to znovu za chvíli.',
} satisfies Messages;

export default messages;
