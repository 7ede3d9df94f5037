import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Γίνεται έλεγχος της πληρωμής σας…',
  completed: 'Η πληρωμή ολοκληρώθηκε.',
  processing: 'Η τράπεζά σας επεξεργάζεται ακόμα την πληρωμή…',
  processingTimedOut: 'Η τράπεζά σας επεξεργάζεται ακόμα την πληρωμή. Θα λάβετε επιβεβαίωση μόλις ολοκληρωθεί. Μπορείτε να κλείσετε αυτή τη σελίδα.',
  failed: 'Η πληρωμή απέτυχε.',
  failedBecause: 'Η πληρωμή απέτυχε: {reason}.',
  notCompleted: 'Η πληρωμή δεν ολοκληρώθηκε.',
  requiresAction: 'Η ταυτοποίηση στην τράπεζά σας δεν ολοκληρώθηκε, επομένως δεν έγινε καμία χρέωση.',
  canceled: 'Η πληρωμή ακυρώθηκε.',
  tryAgain: 'Μπορείτε να δοκιμάσετε ξανά.',
  unreadable: 'Δεν ήταν δυνατή η ανάκτηση των στοιχείων αυτής της πληρωμής.',
  amount: 'Ποσό: {amount}',
  'reason.authentication_failed': 'η τράπεζά σας δεν μπόρεσε να επιβεβαιώσει ότι ήσασταν εσείς',
  'reason.generic_decline': 'η κάρτα σας απορρίφθηκε',
  'reason.card_declined': 'η κάρτα σας απορρίφθηκε',
  'reason.insufficient_funds': 'το διαθέσιμο υπόλοιπο της κάρτας σας δεν επαρκεί',
  'reason.expired_card': 'η κάρτα σας έχει λήξει',
  'reason.incorrect_cvc': 'ο κωδικός ασφαλείας της κάρτας ήταν λανθασμένος',
  setupLoading: 'Γίνεται έλεγχος της κάρτας σας…',
  setupUnreadable: 'Δεν ήταν δυνατό να ελεγχθεί αν η κάρτα σας αποθηκεύτηκε.',
  setupSucceeded: 'Η κάρτα {brand} που λήγει σε {last4} αποθηκεύτηκε.',
  setupFailed: 'Η κάρτα σας δεν αποθηκεύτηκε.',
  setupFailedBecause: 'Η κάρτα σας δεν αποθηκεύτηκε: {reason}.',
  setupRequiresAction: 'Η ταυτοποίηση στην τράπεζά σας δεν ολοκληρώθηκε, επομένως η κάρτα σας δεν αποθηκεύτηκε.',
} satisfies StatusMessages;

export default messages;
