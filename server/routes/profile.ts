/** Profile, superior, mail, tasks, short links. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const profileHandlers = defineHandlers({
  getTaskUser: () => {
    throw new Error('not implemented: getTaskUser');
  },
  getMail2: () => {
    throw new Error('not implemented: getMail2');
  },
  getMailDetail: () => {
    throw new Error('not implemented: getMailDetail');
  },
  receiveMail: () => {
    throw new Error('not implemented: receiveMail');
  },
  delMail: () => {
    throw new Error('not implemented: delMail');
  },
  hasMailUnread: () => {
    throw new Error('not implemented: hasMailUnread');
  },
  agentFill: () => {
    throw new Error('not implemented: agentFill');
  },
  updateProfile: () => {
    throw new Error('not implemented: updateProfile');
  },
  shortUrl: () => {
    throw new Error('not implemented: shortUrl');
  },
  appUserOther: () => {
    throw new Error('not implemented: appUserOther');
  },
  updateAppUserOther: () => {
    throw new Error('not implemented: updateAppUserOther');
  },
});
