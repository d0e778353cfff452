export { AmountInput, type AmountInputProps } from './AmountInput.js';
