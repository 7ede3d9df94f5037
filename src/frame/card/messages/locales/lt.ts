import type { Messages } from './en.js';

/** Lithuanian (lietuvių). */
const messages = {
  'document.title': 'Kortelės duomenys',

  'label.number': 'Kortelės numeris',
  'label.expiry': 'Galiojimo data',
  'label.cvc': 'Saugos kodas',
  'label.name': 'Vardas ir pavardė ant kortelės',
  'label.postalCode': 'Pašto kodas',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / MM',

  'brand.detected': '{brand}',
  'brand.legend': 'Pasirinkite kortelės tinklą',

  'error.incomplete_number': 'Kortelės numeris neišsamus.',
  'error.invalid_number': 'Kortelės numeris netinkamas.',
  'error.incomplete_expiry': 'Kortelės galiojimo data neišsami.',
  'error.invalid_expiry_month': 'Kortelės galiojimo mėnuo netinkamas.',
  'error.invalid_expiry_year': 'Kortelės galiojimo metai netinkami.',
  'error.invalid_expiry_year_past': 'Kortelės galiojimo data jau praėjo.',
  'error.incomplete_cvc': 'Kortelės saugos kodas neišsamus.',
  'error.invalid_cvc': 'Kortelės saugos kodas netinkamas.',
  'error.incomplete_name': 'Įveskite vardą ir pavardę taip, kaip nurodyta kortelėje.',
  'error.incomplete_postal_code': 'Pašto kodas neišsamus.',
  'error.invalid_postal_code': 'Pašto kodas netinkamas.',

  'decline.generic_decline': 'Jūsų kortelė atmesta. Naudokite kitą kortelę arba susisiekite su savo banku.',
  'decline.insufficient_funds': 'Kortelėje nepakanka lėšų. Naudokite kitą kortelę.',
  'decline.expired_card': 'Jūsų kortelės galiojimas baigėsi. Patikrinkite galiojimo datą arba naudokite kitą kortelę.',
  'decline.incorrect_cvc': 'Kortelės saugos kodas neteisingas. Patikrinkite jį ir bandykite dar kartą.',
  'decline.invalid_cvc': 'Kortelės saugos kodas netinkamas. Patikrinkite jį ir bandykite dar kartą.',
  'decline.incorrect_number': 'Kortelės numeris neteisingas. Patikrinkite jį ir bandykite dar kartą.',
  'decline.invalid_expiry_month': 'Kortelės galiojimo mėnuo netinkamas. Patikrinkite jį ir bandykite dar kartą.',
  'decline.invalid_expiry_year': 'Kortelės galiojimo metai netinkami. Patikrinkite juos ir bandykite dar kartą.',
  'decline.authentication_failed': 'Nepavyko patvirtinti jūsų kortelės. Bandykite dar kartą arba naudokite kitą kortelę.',

  'hint.cvc': 'Kur rasti saugos kodą?',
  'hint.cvc.back': '3 skaitmenų saugos kodas yra kortelės nugarėlėje, šalia parašo.',
  'hint.cvc.front': '4 skaitmenų saugos kodas yra kortelės priekinėje pusėje, virš kortelės numerio.',
  'brand.accepted': 'Priimamos kortelės',
  'state.busy': 'Jūsų mokėjimas apdorojamas…',

  'challenge.title': 'Patvirtinkite mokėjimą',
  'challenge.close': 'Atšaukti autentifikavimą',
  'challenge.frame': 'Jūsų banko autentifikavimo puslapis',
  'challenge.loading': 'Jungiamasi prie jūsų banko…',
  'failure.authenticationCanceled': 'Autentifikavimas atšauktas. Galite bandyti dar kartą.',
  'failure.authenticationUnavailable': 'Nepavyko parodyti jūsų banko autentifikavimo puslapio. Po akimirkos bandykite dar kartą.',

  'failure.network': 'Nepavyko susisiekti su mokėjimų paslauga. Patikrinkite interneto ryšį ir bandykite dar kartą.',
  'failure.generic': 'Mūsų pusėje įvyko klaida. Po akimirkos bandykite dar kartą.',
} satisfies Messages;

export default messages;
