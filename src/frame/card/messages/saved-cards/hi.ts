import type { SavedCardMessages } from './en.js';

/** Hindi (हिन्दी). */
const messages = {
  'savedCards.legend': 'इससे भुगतान करें',
  'savedCards.card': '{brand}, जिसके आख़िरी अंक {last4} हैं',
  'savedCards.expires': 'समाप्ति {expiry}',
  'savedCards.newCard': 'नया कार्ड',
  'savedCards.cvc': '{card} का सुरक्षा कोड',
  'savedCards.remove': 'हटाएँ',
  'savedCards.removeLabel': '{card} हटाएँ',
  'savedCards.removeQuestion': 'क्या {card} को अपने सेव किए गए कार्ड से हटाना है?',
  'savedCards.removeConfirm': 'कार्ड हटाएँ',
  'savedCards.removeCancel': 'कार्ड रखें',
  'savedCards.removed': '{card} को आपके सेव किए गए कार्ड से हटा दिया गया।',
  'savedCards.removeFailed': '{card} को हटाया नहीं जा सका। थोड़ी देर में फिर से कोशिश करें।',

  'save.label': 'भविष्य के भुगतानों के लिए यह कार्ड सेव करें',
  'save.consent': 'हमारा भुगतान प्रदाता आपके अगले भुगतानों के लिए आपका कार्ड सुरक्षित रूप से रखता है। आप इसे कभी भी हटा सकते हैं।',
  'save.notice': 'यह कार्ड भविष्य के भुगतानों के लिए आपके खाते में सेव किया जाएगा।',

  'setup.busy': 'आपका कार्ड सेव किया जा रहा है…',
  'setup.challengeTitle': 'अपने कार्ड का सत्यापन करें',
  'setup.done': 'आपका कार्ड सेव हो गया है।',

  'stepUp.notice': 'आपका बैंक इस भुगतान की पुष्टि करने के लिए कह रहा है। नीचे दिया गया कार्ड जाँचें और आगे बढ़ें।',
  'stepUp.done': 'आपके भुगतान की पुष्टि हो गई है।',
} satisfies SavedCardMessages;

export default messages;
