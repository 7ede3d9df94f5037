import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'आपके भुगतान की जाँच की जा रही है…',
  completed: 'भुगतान पूरा हो गया।',
  processing: 'आपका बैंक अभी भी भुगतान प्रोसेस कर रहा है…',
  processingTimedOut: 'आपका बैंक अभी भी भुगतान प्रोसेस कर रहा है। पूरा होने पर आपको पुष्टि मिल जाएगी; आप यह पेज बंद कर सकते हैं।',
  failed: 'भुगतान विफल रहा।',
  failedBecause: 'भुगतान विफल रहा: {reason}।',
  notCompleted: 'भुगतान पूरा नहीं हुआ।',
  requiresAction: 'आपके बैंक के साथ प्रमाणीकरण पूरा नहीं हुआ, इसलिए कोई पैसा नहीं कटा।',
  canceled: 'भुगतान रद्द कर दिया गया।',
  tryAgain: 'आप फिर से कोशिश कर सकते हैं।',
  unreadable: 'हम इस भुगतान की जानकारी लोड नहीं कर सके।',
  amount: 'राशि: {amount}',
  'reason.authentication_failed': 'आपका बैंक यह पुष्टि नहीं कर सका कि यह आप ही थे',
  'reason.generic_decline': 'आपका कार्ड अस्वीकार कर दिया गया',
  'reason.card_declined': 'आपका कार्ड अस्वीकार कर दिया गया',
  'reason.insufficient_funds': 'आपके कार्ड में पर्याप्त राशि नहीं है',
  'reason.expired_card': 'आपके कार्ड की अवधि समाप्त हो चुकी है',
  'reason.incorrect_cvc': 'कार्ड का सुरक्षा कोड गलत था',
  setupLoading: 'आपके कार्ड की जाँच की जा रही है…',
  setupUnreadable: 'हम यह जाँच नहीं सके कि आपका कार्ड सहेजा गया या नहीं।',
  setupSucceeded: '{last4} पर समाप्त होने वाला आपका {brand} कार्ड सहेज लिया गया।',
  setupFailed: 'आपका कार्ड सहेजा नहीं गया।',
  setupFailedBecause: 'आपका कार्ड सहेजा नहीं गया: {reason}।',
  setupRequiresAction: 'आपके बैंक के साथ प्रमाणीकरण पूरा नहीं हुआ, इसलिए आपका कार्ड सहेजा नहीं गया।',
} satisfies StatusMessages;

export default messages;
