import type { Messages } from './en.js';

/** Estonian (eesti). */
const messages = {
  'document.title': 'Kaardi andmed',

  'label.number': 'Kaardi number',
  'label.expiry': 'Kehtivusaeg',
  'label.cvc': 'Turvakood',
  'label.name': 'Nimi kaardil',
  'label.postalCode': 'Postiindeks',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'KK / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Valige kaardivõrk',

  'error.incomplete_number': 'Kaardi number on puudulik.',
  'error.invalid_number': 'Kaardi number on vigane.',
  'error.incomplete_expiry': 'Kaardi kehtivusaeg on puudulik.',
  'error.invalid_expiry_month': 'Kaardi kehtivuse kuu on vigane.',
  'error.invalid_expiry_year': 'Kaardi kehtivuse aasta on vigane.',
  'error.invalid_expiry_year_past': 'Kaardi kehtivusaeg on möödas.',
  'error.incomplete_cvc': 'Kaardi turvakood on puudulik.',
  'error.invalid_cvc': 'Kaardi turvakood on vigane.',
  'error.incomplete_name': 'Sisestage nimi nii, nagu see on kaardil.',
  'error.incomplete_postal_code': 'Postiindeks on puudulik.',
  'error.invalid_postal_code': 'Postiindeks on vigane.',

  'decline.generic_decline': 'Teie kaart lükati tagasi. Proovige teist kaarti või võtke ühendust oma pangaga.',
  'decline.insufficient_funds': 'Kaardil ei ole piisavalt vahendeid. Proovige teist kaarti.',
  'decline.expired_card': 'Teie kaart on aegunud. Kontrollige kehtivusaega või kasutage teist kaarti.',
  'decline.incorrect_cvc': 'Kaardi turvakood on vale. Kontrollige seda ja proovige uuesti.',
  'decline.invalid_cvc': 'Kaardi turvakood on vigane. Kontrollige seda ja proovige uuesti.',
  'decline.incorrect_number': 'Kaardi number on vale. Kontrollige seda ja proovige uuesti.',
  'decline.invalid_expiry_month': 'Kaardi kehtivuse kuu on vigane. Kontrollige seda ja proovige uuesti.',
  'decline.invalid_expiry_year': 'Kaardi kehtivuse aasta on vigane. Kontrollige seda ja proovige uuesti.',
  'decline.authentication_failed': 'Me ei saanud teie kaarti kinnitada. Proovige uuesti või kasutage teist kaarti.',

  'hint.cvc': 'Kust leida turvakood?',
  'hint.cvc.back': '3-kohaline turvakood asub kaardi tagaküljel allkirja kõrval.',
  'hint.cvc.front': '4-kohaline turvakood asub kaardi esiküljel kaardi numbri kohal.',
  'brand.accepted': 'Aktsepteeritud kaardid',
  'state.busy': 'Teie makset töödeldakse…',

  'challenge.title': 'Kinnitage makse',
  'challenge.close': 'Tühista autentimine',
  'challenge.frame': 'Teie panga autentimisleht',
  'challenge.loading': 'Ühendumine teie pangaga…',
  'failure.authenticationCanceled': 'Autentimine tühistati. Võite uuesti proovida.',
  'failure.authenticationUnavailable': 'Teie panga autentimislehte ei õnnestunud kuvada. Proovige mõne hetke pärast uuesti.',

  'failure.network': 'Makseteenusega ei õnnestunud ühendust saada. Kontrollige internetiühendust ja proovige uuesti.',
  'failure.generic': 'Meie poolel tekkis viga. Proovige mõne hetke pärast uuesti.',
} satisfies Messages;

export default messages;
