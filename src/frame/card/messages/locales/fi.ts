import type { Messages } from './en.js';

/** Finnish (suomi). */
const messages = {
  'document.title': 'Kortin tiedot',

  'label.number': 'Kortin numero',
  'label.expiry': 'Voimassaoloaika',
  'label.cvc': 'Turvakoodi',
  'label.name': 'Nimi kortissa',
  'label.postalCode': 'Postinumero',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'KK / VV',

  'brand.detected': '{brand}',
  'brand.legend': 'Valitse korttiverkko',

  'error.incomplete_number': 'Kortin numero on puutteellinen.',
  'error.invalid_number': 'Kortin numero on virheellinen.',
  'error.incomplete_expiry': 'Kortin voimassaoloaika on puutteellinen.',
  'error.invalid_expiry_month': 'Kortin voimassaolon kuukausi on virheellinen.',
  'error.invalid_expiry_year': 'Kortin voimassaolon vuosi on virheellinen.',
  'error.invalid_expiry_year_past': 'Kortin voimassaoloaika on jo päättynyt.',
  'error.incomplete_cvc': 'Kortin turvakoodi on puutteellinen.',
  'error.invalid_cvc': 'Kortin turvakoodi on virheellinen.',
  'error.incomplete_name': 'Anna nimi sellaisena kuin se on kortissa.',
  'error.incomplete_postal_code': 'Postinumero on puutteellinen.',
  'error.invalid_postal_code': 'Postinumero on virheellinen.',

  'decline.generic_decline': 'Korttisi hylättiin. Kokeile toista korttia tai ota yhteyttä pankkiisi.',
  'decline.insufficient_funds': 'Kortilla ei ole riittävästi katetta. Kokeile toista korttia.',
  'decline.expired_card': 'Korttisi on vanhentunut. Tarkista voimassaoloaika tai käytä toista korttia.',
  'decline.incorrect_cvc': 'Kortin turvakoodi on väärä. Tarkista se ja yritä uudelleen.',
  'decline.invalid_cvc': 'Kortin turvakoodi on virheellinen. Tarkista se ja yritä uudelleen.',
  'decline.incorrect_number': 'Kortin numero on väärä. Tarkista se ja yritä uudelleen.',
  'decline.invalid_expiry_month': 'Kortin voimassaolon kuukausi on virheellinen. Tarkista se ja yritä uudelleen.',
  'decline.invalid_expiry_year': 'Kortin voimassaolon vuosi on virheellinen. Tarkista se ja yritä uudelleen.',
  'decline.authentication_failed': 'Emme voineet vahvistaa korttiasi. Yritä uudelleen tai käytä toista korttia.',

  'hint.cvc': 'Mistä löydän turvakoodin?',
  'hint.cvc.back': '3-numeroinen turvakoodi on kortin takapuolella allekirjoituksen vieressä.',
  'hint.cvc.front': '4-numeroinen turvakoodi on kortin etupuolella kortin numeron yläpuolella.',
  'brand.accepted': 'Hyväksytyt kortit',
  'state.busy': 'Maksuasi käsitellään…',

  'challenge.title': 'Vahvista maksusi',
  'challenge.close': 'Peruuta tunnistautuminen',
  'challenge.frame': 'Pankkisi tunnistautumissivu',
  'challenge.loading': 'Yhdistetään pankkiisi…',
  'failure.authenticationCanceled': 'Tunnistautuminen peruutettiin. Voit yrittää uudelleen.',
  'failure.authenticationUnavailable': 'Pankkisi tunnistautumista ei voitu näyttää. Yritä hetken kuluttua uudelleen.',

  'failure.network': 'Maksupalveluun ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.',
  'failure.generic': 'Meillä tapahtui virhe. Yritä hetken kuluttua uudelleen.',
} satisfies Messages;

export default messages;
