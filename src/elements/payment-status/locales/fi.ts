import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Tarkistetaan maksuasi…',
  completed: 'Maksu on suoritettu.',
  processing: 'Pankkisi käsittelee maksua vielä…',
  processingTimedOut: 'Pankkisi käsittelee maksua vielä. Saat vahvistuksen, kun maksu on valmis. Voit sulkea tämän sivun.',
  failed: 'Maksu epäonnistui.',
  failedBecause: 'Maksu epäonnistui: {reason}.',
  notCompleted: 'Maksua ei suoritettu loppuun.',
  requiresAction: 'Tunnistautuminen pankissasi jäi kesken, joten mitään ei veloitettu.',
  canceled: 'Maksu peruutettiin.',
  tryAgain: 'Voit yrittää uudelleen.',
  unreadable: 'Emme voineet hakea tämän maksun tietoja.',
  amount: 'Summa: {amount}',
  'reason.authentication_failed': 'pankkisi ei voinut vahvistaa henkilöllisyyttäsi',
  'reason.generic_decline': 'korttisi hylättiin',
  'reason.card_declined': 'korttisi hylättiin',
  'reason.insufficient_funds': 'kortilla ei ole riittävästi katetta',
  'reason.expired_card': 'korttisi on vanhentunut',
  'reason.incorrect_cvc': 'kortin turvakoodi oli väärä',
  setupLoading: 'Tarkistetaan korttiasi…',
  setupUnreadable: 'Emme voineet tarkistaa, tallennettiinko korttisi.',
  setupSucceeded: '{brand}-korttisi, jonka numero päättyy {last4}, tallennettiin.',
  setupFailed: 'Korttiasi ei tallennettu.',
  setupFailedBecause: 'Korttiasi ei tallennettu: {reason}.',
  setupRequiresAction: 'Tunnistautuminen pankissasi jäi kesken, joten korttiasi ei tallennettu.',
} satisfies StatusMessages;

export default messages;
