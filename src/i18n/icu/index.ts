export { formatMessage, MessageValueError } from './formatMessage.js';
export { parseMessage, MessageSyntaxError, type DateTimeStyle, type MessageAst, type MessageNode } from './parseMessage.js';
