import { STATUS_MESSAGES_EN } from '../messages.js';

export default STATUS_MESSAGES_EN;
