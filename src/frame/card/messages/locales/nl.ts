import type { Messages } from './en.js';

/** Dutch (Nederlands). */
const messages = {
  'document.title': 'Kaartgegevens',

  'label.number': 'Kaartnummer',
  'label.expiry': 'Vervaldatum',
  'label.cvc': 'Beveiligingscode',
  'label.name': 'Naam op kaart',
  'label.postalCode': 'Postcode',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / JJ',

  'brand.detected': '{brand}',
  'brand.legend': 'Kies een kaartnetwerk',

  'error.incomplete_number': 'Je kaartnummer is onvolledig.',
  'error.invalid_number': 'Je kaartnummer is ongeldig.',
  'error.incomplete_expiry': 'De vervaldatum van je kaart is onvolledig.',
  'error.invalid_expiry_month': 'De vervalmaand van je kaart is ongeldig.',
  'error.invalid_expiry_year': 'Het vervaljaar van je kaart is ongeldig.',
  'error.invalid_expiry_year_past': 'De vervaldatum van je kaart ligt in het verleden.',
  'error.incomplete_cvc': 'De beveiligingscode van je kaart is onvolledig.',
  'error.invalid_cvc': 'De beveiligingscode van je kaart is ongeldig.',
  'error.incomplete_name': 'Vul de naam in die op je kaart staat.',
  'error.incomplete_postal_code': 'Je postcode is onvolledig.',
  'error.invalid_postal_code': 'Je postcode is ongeldig.',

  'decline.generic_decline': 'Je kaart is geweigerd. Probeer een andere kaart of neem contact op met je bank.',
  'decline.insufficient_funds': 'Er staat onvoldoende saldo op je kaart. Probeer een andere kaart.',
  'decline.expired_card': 'Je kaart is verlopen. Controleer de vervaldatum of gebruik een andere kaart.',
  'decline.incorrect_cvc': 'De beveiligingscode van je kaart is onjuist. Controleer deze en probeer het opnieuw.',
  'decline.invalid_cvc': 'De beveiligingscode van je kaart is ongeldig. Controleer deze en probeer het opnieuw.',
  'decline.incorrect_number': 'Je kaartnummer is onjuist. Controleer het en probeer het opnieuw.',
  'decline.invalid_expiry_month': 'De vervalmaand van je kaart is ongeldig. Controleer deze en probeer het opnieuw.',
  'decline.invalid_expiry_year': 'Het vervaljaar van je kaart is ongeldig. Controleer het en probeer het opnieuw.',
  'decline.authentication_failed': 'We konden je kaart niet verifiëren. Probeer het opnieuw of gebruik een andere kaart.',

  'hint.cvc': 'Waar vind ik de beveiligingscode?',
  'hint.cvc.back': 'De beveiligingscode van 3 cijfers staat op de achterkant van je kaart, naast de handtekening.',
  'hint.cvc.front': 'De beveiligingscode van 4 cijfers staat op de voorkant van je kaart, boven het kaartnummer.',
  'brand.accepted': 'Geaccepteerde kaarten',
  'state.busy': 'Je betaling wordt verwerkt…',

  'challenge.title': 'Bevestig je betaling',
  'challenge.close': 'Authenticatie annuleren',
  'challenge.frame': 'Authenticatiepagina van je bank',
  'challenge.loading': 'Verbinding maken met je bank…',
  'failure.authenticationCanceled': 'De authenticatie is geannuleerd. Je kunt het opnieuw proberen.',
  'failure.authenticationUnavailable': 'De authenticatie van je bank kon niet worden weergegeven. Probeer het zo opnieuw.',

  'failure.network': 'We kunnen de betaaldienst niet bereiken. Controleer je verbinding en probeer het opnieuw.',
  'failure.generic': 'Er ging bij ons iets mis. Probeer het zo opnieuw.',
} satisfies Messages;

export default messages;
