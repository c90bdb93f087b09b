/** Profile, superior, mail, short links. */
import { defineHandlers } from '../context';
import { agreementsOf } from '../domain/agreements';
import { deleteMail, mailPage, readMail, receiveMail } from '../domain/mail';
import { setSuperior, shortCode, updateProfile, updateUserOther, userOther } from '../domain/profile';
import { mailStatus, requireUser, userInfo } from '../domain/users';

export const profileHandlers = defineHandlers({
  getMail2: ({ deps, body, caller, lang }) =>
    mailPage(deps, caller.userId, body.page ?? 1, body.pageSize ?? 20, body.type, lang),

  getMailDetail: ({ deps, body, caller, lang }) => ({ mail: readMail(deps, caller.userId, body.id, lang) }),

  receiveMail: ({ deps, body, caller }) => receiveMail(deps, caller.userId, body.id),

  delMail: ({ deps, body, caller }) => ({ deleted: deleteMail(deps, caller.userId, body.ids) }),

  hasMailUnread: ({ deps, caller }) => mailStatus(deps, caller.userId),

  agentFill: ({ deps, body, caller }) => {
    setSuperior(deps, caller.userId, body.pid);
    return { user: userInfo(deps, requireUser(deps, caller.userId)) };
  },

  updateProfile: ({ deps, body, caller }) => {
    // The generated type of this body is `unknown` (its schema has an anyOf); the dispatcher validated it.
    const { nickname, avatar } = body as { nickname?: unknown; avatar?: unknown };
    updateProfile(deps, caller.userId, {
      nickname: typeof nickname === 'string' ? nickname : undefined,
      avatar: typeof avatar === 'number' ? avatar : undefined,
    });
    return { user: userInfo(deps, requireUser(deps, caller.userId)) };
  },

  shortUrl: ({ deps, body, caller, origin }) => ({
    shortUrl: `${origin}/s/${shortCode(deps, caller.userId, body.url)}`,
  }),

  appUserOther: ({ deps, caller }) => ({ appUserOther: userOther(deps, caller.userId) }),

  getAgreements: ({ deps, caller }) => ({ agreements: agreementsOf(deps, caller.userId) }),

  updateAppUserOther: ({ deps, body, caller }) => {
    const { realName, birthday, email, gender, address } = body;
    updateUserOther(deps, caller.userId, { realName, birthday, email, gender, address });
    return { appUserOther: userOther(deps, caller.userId) };
  },
});
