/**
 * The otp child's error belongs to a field: a rule of the mobile number (the number is checked before a
 * code is sent) under the mobile field, a failed send under the code field.
 */
import type { Message } from '../../../machines/message';

export function splitOtpError(error: Message | null): { mobile: Message | null; code: Message | null } {
  if (!error) return { mobile: null, code: null };
  return error.id.startsWith('validation.') ? { mobile: error, code: null } : { mobile: null, code: error };
}
