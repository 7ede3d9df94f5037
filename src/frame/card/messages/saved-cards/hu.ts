import type { SavedCardMessages } from './en.js';

/** Hungarian (magyar). */
const messages = {
  'savedCards.legend': 'Fizetés ezzel',
  'savedCards.card': '{last4} végű {brand}',
  'savedCards.expires': 'Lejárat: {expiry}',
  'savedCards.newCard': 'Új kártya',
  'savedCards.cvc': 'A(z) {card} kártya biztonsági kódja',
  'savedCards.remove': 'Eltávolítás',
  'savedCards.removeLabel': 'A(z) {card} kártya eltávolítása',
  'savedCards.removeQuestion': 'Eltávolítja a(z) {card} kártyát a mentett kártyák közül?',
  'savedCards.removeConfirm': 'Kártya eltávolítása',
  'savedCards.removeCancel': 'Kártya megtartása',
  'savedCards.removed': 'A(z) {card} kártyát eltávolítottuk a mentett kártyák közül.',
  'savedCards.removeFailed': 'A(z) {card} kártyát nem sikerült eltávolítani. Próbálja újra egy kis idő múlva.',

  'save.label': 'Kártya mentése a jövőbeli fizetésekhez',
  'save.consent': 'Fizetési szolgáltatónk biztonságosan tárolja a kártyáját a következő fizetéseihez. Bármikor eltávolíthatja.',
  'save.notice': 'Ezt a kártyát a jövőbeli fizetésekhez mentjük a fiókjába.',

  'setup.busy': 'A kártya mentése folyamatban…',
  'setup.challengeTitle': 'Erősítse meg a kártyáját',
  'setup.done': 'A kártyáját elmentettük.',

  'stepUp.notice': 'A bankja kéri, hogy erősítse meg ezt a fizetést. Ellenőrizze az alábbi kártyát, és folytassa.',
  'stepUp.done': 'A fizetését megerősítettük.',
} satisfies SavedCardMessages;

export default messages;
