import type { SavedCardMessages } from './en.js';

/** Greek (Ελληνικά). */
const messages = {
  'savedCards.legend': 'Πληρωμή με',
  'savedCards.card': '{brand} που τελειώνει σε {last4}',
  'savedCards.expires': 'Λήγει {expiry}',
  'savedCards.newCard': 'Νέα κάρτα',
  'savedCards.cvc': 'Κωδικός ασφαλείας για την {card}',
  'savedCards.remove': 'Αφαίρεση',
  'savedCards.removeLabel': 'Αφαίρεση της {card}',
  'savedCards.removeQuestion': 'Να αφαιρεθεί η {card} από τις αποθηκευμένες κάρτες σας;',
  'savedCards.removeConfirm': 'Αφαίρεση κάρτας',
  'savedCards.removeCancel': 'Διατήρηση κάρτας',
  'savedCards.removed': 'Η {card} αφαιρέθηκε από τις αποθηκευμένες κάρτες σας.',
  'savedCards.removeFailed': 'Δεν ήταν δυνατή η αφαίρεση της {card}. Δοκιμάστε ξανά σε λίγο.',

  'save.label': 'Αποθήκευση αυτής της κάρτας για μελλοντικές πληρωμές',
  'save.consent':
    'Ο πάροχος πληρωμών μας φυλάσσει την κάρτα σας με ασφάλεια για τις επόμενες πληρωμές σας. Μπορείτε να την αφαιρέσετε ανά πάσα στιγμή.',
  'save.notice': 'Αυτή η κάρτα θα αποθηκευτεί στον λογαριασμό σας για μελλοντικές πληρωμές.',

  'setup.busy': 'Γίνεται αποθήκευση της κάρτας σας…',
  'setup.challengeTitle': 'Επαληθεύστε την κάρτα σας',
  'setup.done': 'Η κάρτα σας αποθηκεύτηκε.',

  'stepUp.notice': 'Η τράπεζά σας ζητά να επιβεβαιώσετε αυτή την πληρωμή. Ελέγξτε την παρακάτω κάρτα και συνεχίστε.',
  'stepUp.done': 'Η πληρωμή σας επιβεβαιώθηκε.',
} satisfies SavedCardMessages;

export default messages;
