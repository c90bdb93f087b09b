/** Identity verification. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const kycHandlers = defineHandlers({
  uploadKyc: () => {
    throw new Error('not implemented: uploadKyc');
  },
  addKyc: () => {
    throw new Error('not implemented: addKyc');
  },
  kyc: () => {
    throw new Error('not implemented: kyc');
  },
});
