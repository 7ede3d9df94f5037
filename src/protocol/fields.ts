/**
 * The card frame's fields, apart from the schemas of ./messages.ts so the card frame can import the
 * list without evaluating them (the frame parses with generated validators: src/validators/README.md).
 */
export const FIELDS = ['number', 'expiry', 'cvc', 'name', 'postalCode'] as const;
