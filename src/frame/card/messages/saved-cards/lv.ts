import type { SavedCardMessages } from './en.js';

/** Latvian (latviešu). */
const messages = {
  'savedCards.legend': 'Maksāt ar',
  'savedCards.card': '{brand}, kuras numurs beidzas ar {last4}',
  'savedCards.expires': 'Derīga līdz {expiry}',
  'savedCards.newCard': 'Jauna karte',
  'savedCards.cvc': 'Kartes {card} drošības kods',
  'savedCards.remove': 'Noņemt',
  'savedCards.removeLabel': 'Noņemt karti {card}',
  'savedCards.removeQuestion': 'Vai noņemt karti {card} no saglabātajām kartēm?',
  'savedCards.removeConfirm': 'Noņemt karti',
  'savedCards.removeCancel': 'Paturēt karti',
  'savedCards.removed': 'Karte {card} ir noņemta no Jūsu saglabātajām kartēm.',
  'savedCards.removeFailed': 'Karti {card} neizdevās noņemt. Mēģiniet vēlreiz pēc brīža.',

  'save.label': 'Saglabāt šo karti turpmākiem maksājumiem',
  'save.consent': 'Mūsu maksājumu pakalpojumu sniedzējs droši glabā Jūsu karti Jūsu nākamajiem maksājumiem. Jūs to varat noņemt jebkurā laikā.',
  'save.notice': 'Šī karte tiks saglabāta Jūsu kontā turpmākiem maksājumiem.',

  'setup.busy': 'Jūsu karte tiek saglabāta…',
  'setup.challengeTitle': 'Apstipriniet savu karti',
  'setup.done': 'Jūsu karte ir saglabāta.',

  'stepUp.notice': 'Jūsu banka lūdz apstiprināt šo maksājumu. Pārbaudiet tālāk norādīto karti un turpiniet.',
  'stepUp.done': 'Jūsu maksājums ir apstiprināts.',
} satisfies SavedCardMessages;

export default messages;
