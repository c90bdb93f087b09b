// PLACEHOLDER: the legal text is written by the legal work.
import type { LegalContent } from '../types';

export const content: LegalContent = () => ({
  terms: { title: 'Terms', updated: '', sections: [] },
  privacy: { title: 'Privacy', updated: '', sections: [] },
});
