import type { Messages } from './en.js';

/** Hungarian (magyar). */
const messages = {
  'document.title': 'Kártyaadatok',

  'label.number': 'Kártyaszám',
  'label.expiry': 'Lejárati dátum',
  'label.cvc': 'Biztonsági kód',
  'label.name': 'Kártyán szereplő név',
  'label.postalCode': 'Irányítószám',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'HH / ÉÉ',

  'brand.detected': '{brand}',
  'brand.legend': 'Válassza ki a kártyatársaságot',

  'error.incomplete_number': 'A kártyaszám hiányos.',
  'error.invalid_number': 'A kártyaszám érvénytelen.',
  'error.incomplete_expiry': 'A kártya lejárati dátuma hiányos.',
  'error.invalid_expiry_month': 'A kártya lejárati hónapja érvénytelen.',
  'error.invalid_expiry_year': 'A kártya lejárati éve érvénytelen.',
  'error.invalid_expiry_year_past': 'A kártya lejárati dátuma már elmúlt.',
  'error.incomplete_cvc': 'A kártya biztonsági kódja hiányos.',
  'error.invalid_cvc': 'A kártya biztonsági kódja érvénytelen.',
  'error.incomplete_name': 'Adja meg a kártyáján szereplő nevet.',
  'error.incomplete_postal_code': 'Az irányítószám hiányos.',
  'error.invalid_postal_code': 'Az irányítószám érvénytelen.',

  'decline.generic_decline': 'A kártyáját elutasították. Próbálkozzon másik kártyával, vagy forduljon a bankjához.',
  'decline.insufficient_funds': 'A kártyán nincs elegendő fedezet. Próbálkozzon másik kártyával.',
  'decline.expired_card': 'A kártyája lejárt. Ellenőrizze a lejárati dátumot, vagy használjon másik kártyát.',
  'decline.incorrect_cvc': 'A kártya biztonsági kódja helytelen. Ellenőrizze, és próbálja újra.',
  'decline.invalid_cvc': 'A kártya biztonsági kódja érvénytelen. Ellenőrizze, és próbálja újra.',
  'decline.incorrect_number': 'A kártyaszám helytelen. Ellenőrizze, és próbálja újra.',
  'decline.invalid_expiry_month': 'A kártya lejárati hónapja érvénytelen. Ellenőrizze, és próbálja újra.',
  'decline.invalid_expiry_year': 'A kártya lejárati éve érvénytelen. Ellenőrizze, és próbálja újra.',
  'decline.authentication_failed': 'Nem sikerült ellenőrizni a kártyáját. Próbálja újra, vagy használjon másik kártyát.',

  'hint.cvc': 'Hol található a biztonsági kód?',
  'hint.cvc.back': 'A 3 jegyű biztonsági kód a kártya hátoldalán, az aláírás mellett található.',
  'hint.cvc.front': 'A 4 jegyű biztonsági kód a kártya előlapján, a kártyaszám felett található.',
  'brand.accepted': 'Elfogadott kártyák',
  'state.busy': 'A fizetés feldolgozása folyamatban…',

  'challenge.title': 'Erősítse meg a fizetést',
  'challenge.close': 'Hitelesítés megszakítása',
  'challenge.frame': 'A bankja hitelesítési oldala',
  'challenge.loading': 'Kapcsolódás a bankjához…',
  'failure.authenticationCanceled': 'A hitelesítés megszakadt. Újra megpróbálhatja.',
  'failure.authenticationUnavailable': 'A bankja hitelesítési oldalát nem sikerült megjeleníteni. Próbálja újra egy kis idő múlva.',

  'failure.network': 'Nem sikerült elérni a fizetési szolgáltatást. Ellenőrizze az internetkapcsolatát, és próbálja újra.',
  'failure.generic': 'Hiba történt a mi oldalunkon. Próbálja újra egy kis idő múlva.',
} satisfies Messages;

export default messages;
