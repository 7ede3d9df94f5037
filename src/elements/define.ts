/** Registers every element of the kit (each guarded against double definition). */
import './payment-element/define.js';

export { PAYMENT_ELEMENT_TAG } from './payment-element/define.js';
