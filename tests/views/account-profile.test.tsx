// @vitest-environment jsdom
/**
 * The profile pages of issue 14 §4: /profile/user (nickname and avatar; the session follows), /profile/info
 * and desktop /lobby/profile, /profile/superior, /profile/license and /profile/agree/{name} — loading,
 * failed with retry, empty, double submits, both layouts, en-US and th-TH. StrictMode, a fake API that
 * answers a turn later and honours abort signals (tests/helpers/render.tsx).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, renderApp, type ApiCall, type Handlers } from '../helpers/render';
import { DETAILS } from '../machines/models/account-profile.model';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const called = (app: { calls: ApiCall[] }, id: string) => app.calls.filter((c) => c.operationId === id);
const sessionUser = (app: { root: { session: { getSnapshot(): { context: { user: unknown } } } } }) =>
  app.root.session.getSnapshot().context.user as typeof USER;

describe('/profile/user', () => {
  it('saves a new nickname once under a double tap, and the session player follows', async () => {
    let answer = { ...USER };
    const app = await renderApp({
      path: '/profile/user',
      token: TOKEN,
      handlers: {
        updateProfile: (body) => {
          answer = { ...answer, ...(body as { nickname?: string; avatar?: number }) };
          return { errcode: 0, user: answer };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit nickname' }));
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    await app.user.clear(field);
    await app.user.type(field, 'x');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nickname must be 2–16 characters.')).toBeInTheDocument();
    await app.user.type(field, ' Lucky');
    const save = screen.getByRole('button', { name: 'Save' });
    await app.user.dblClick(save);
    await waitFor(() => expect(sessionUser(app).nickname).toBe('x Lucky'));
    expect(called(app, 'updateProfile')).toEqual([{ operationId: 'updateProfile', body: { nickname: 'x Lucky' } }]);
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument();
    expect(screen.getByText('x Lucky')).toBeInTheDocument();
  });

  it('picks an avatar from the configured list and keeps the page on a refusal', async () => {
    let refuse = true;
    const app = await renderApp({
      path: '/profile/user',
      token: TOKEN,
      handlers: {
        updateProfile: (body) => {
          if (refuse) fail('updateProfile', 2105);
          return { errcode: 0, user: { ...USER, avatar: body.avatar as number } };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Change avatar' }));
    const group = screen.getByRole('group', { name: 'Choose an avatar' });
    expect(within(group).getAllByRole('radio')).toHaveLength(12);
    expect(within(group).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    await app.user.click(within(group).getByRole('radio', { name: 'Avatar 7' }));
    expect(
      await screen.findByText('This value is not accepted. Check it and try again. (code 2105)'),
    ).toBeInTheDocument();
    expect(sessionUser(app).avatar).toBe(3);
    refuse = false;
    await app.user.click(within(group).getByRole('radio', { name: 'Avatar 7' }));
    await waitFor(() => expect(sessionUser(app).avatar).toBe(7));
    expect(called(app, 'updateProfile').map((c) => c.body)).toEqual([{ avatar: 7 }, { avatar: 7 }]);
  });

  it('shows account, id with copy, mobile, VIP and the set-superior entry; the bind entry without a mobile', async () => {
    await renderApp({
      path: '/profile/user',
      token: TOKEN,
      handlers: {
        getAfterLoginInfoWeb: () => ({ errcode: 0, code: 200, ...memberAnswer({ mobile: '', vip: 2 }) }),
        getUserInfo: () => ({ errcode: 0, user: { ...USER, mobile: '', vip: 2 } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Copy user ID' })).toBeInTheDocument();
    expect(screen.getByText('100001')).toBeInTheDocument();
    expect(screen.getByText('VIP 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind mobile' })).toHaveAttribute('href', '/bind');
    expect(screen.getByRole('link', { name: 'Set superior' })).toHaveAttribute('href', '/profile/superior');
    expect(screen.getByRole('link', { name: 'Terms of use you accepted' })).toHaveAttribute(
      'href',
      '/profile/agree/terms',
    );
  });
});

function memberAnswer(user: Partial<typeof USER>) {
  return { ...MEMBER_ANSWER, user: { ...MEMBER_ANSWER.user, ...user } };
}

describe('/profile/info', () => {
  it('loads, fails with retry, then saves only the changed fields once', async () => {
    let failing = true;
    const app = await renderApp({
      path: '/profile/info',
      token: TOKEN,
      handlers: {
        appUserOther: () => (failing ? fail('appUserOther', 9) : { errcode: 0, appUserOther: DETAILS }),
        updateAppUserOther: (body) => ({ errcode: 0, appUserOther: { ...DETAILS, ...body } }),
      },
    });
    expect(await screen.findByText('Something went wrong (code 9).')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('som@example.test');
    await app.user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    await app.user.clear(email);
    await app.user.type(email, 'bad');
    await app.user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    await app.user.clear(email);
    await app.user.type(email, 'New@Example.test');
    await app.user.click(screen.getByRole('radio', { name: 'Female' }));
    await app.user.dblClick(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(called(app, 'updateAppUserOther')).toHaveLength(1));
    expect(called(app, 'updateAppUserOther')[0]!.body).toEqual({ email: 'new@example.test', gender: 2 });
    expect(await screen.findByRole('button', { name: 'Save details' })).toBeEnabled();
  });

  it('refuses an under-21 birthday on the form and shows the server refusal', async () => {
    const app = await renderApp({
      path: '/profile/info',
      token: TOKEN,
      handlers: {
        appUserOther: () => ({ errcode: 0, appUserOther: { ...DETAILS, birthday: '' } }),
        updateAppUserOther: () => fail('updateAppUserOther', 2015),
      },
    });
    const birthday = await screen.findByLabelText('Date of birth');
    const young = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await app.user.type(birthday, young);
    await app.user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Players must be 21 or older.')).toBeInTheDocument();
    expect(called(app, 'updateAppUserOther')).toHaveLength(0);
    await app.user.clear(birthday);
    await app.user.type(birthday, '1990-05-17');
    await app.user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Players must be 21 or older. (code 2015)')).toBeInTheDocument();
    expect(birthday).toHaveValue('1990-05-17');
  });

  it('says the chosen birthday as the page writes days: the Buddhist Era in Thai, whatever the picker shows', async () => {
    const app = await renderApp({
      path: '/profile/info',
      token: TOKEN,
      locale: 'th-TH',
      handlers: { appUserOther: () => ({ errcode: 0, appUserOther: { ...DETAILS, birthday: '', verified: 0 } }) },
    });
    const birthday = await screen.findByLabelText('วันเกิด');
    expect(birthday).not.toHaveAccessibleDescription(/วันที่เลือก/);
    await app.user.type(birthday, '1990-05-17');
    expect(birthday).toHaveAccessibleDescription(/วันที่เลือก: 17 พ\.ค\. พ\.ศ\. 2533$/);
  });

  it('keeps verified real name and birthday read-only, in Thai', async () => {
    await renderApp({
      path: '/profile/info',
      token: TOKEN,
      locale: 'th-TH',
      handlers: { appUserOther: () => ({ errcode: 0, appUserOther: { ...DETAILS, verified: 1 } }) },
    });
    expect(await screen.findByRole('textbox', { name: 'ชื่อจริง' })).toHaveAttribute('readonly');
    expect(screen.getByText('ชื่อจริงและวันเกิดของคุณมาจากการยืนยันตัวตน')).toBeInTheDocument();
  });
});

describe('desktop /lobby/profile', () => {
  it('shows the player card, the superior form and the other data together', async () => {
    await renderApp({
      path: '/lobby/profile',
      token: TOKEN,
      layout: 'desktop',
      handlers: { appUserOther: () => ({ errcode: 0, appUserOther: DETAILS }) },
    });
    expect(await screen.findByRole('button', { name: 'Edit nickname' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Superior's user ID" })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('som@example.test');
    // The desktop table has no /profile/superior: the form is here, never a link to a mobile address.
    expect(screen.queryByRole('link', { name: 'Set superior' })).not.toBeInTheDocument();
  });
});

describe('/profile/superior', () => {
  it('checks the id, confirms, sets once and the session player gets the superior', async () => {
    const app = await renderApp({
      path: '/profile/superior',
      token: TOKEN,
      handlers: { agentFill: (body) => ({ errcode: 0, user: { ...USER, pid: body.pid as number } }) },
    });
    const field = await screen.findByRole('textbox', { name: "Superior's user ID" });
    await app.user.type(field, '100001');
    await app.user.click(screen.getByRole('button', { name: 'Set superior' }));
    expect(await screen.findByText('You cannot be your own superior.')).toBeInTheDocument();
    await app.user.clear(field);
    await app.user.type(field, '100002');
    await app.user.click(screen.getByRole('button', { name: 'Set superior' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set this superior?' });
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your superior: user ID 100002')).toBeInTheDocument();
    expect(called(app, 'agentFill')).toEqual([{ operationId: 'agentFill', body: { pid: 100002 } }]);
    expect(sessionUser(app).pid).toBe(100002);
  });

  it('shows the server refusal and keeps the id', async () => {
    const app = await renderApp({
      path: '/profile/superior',
      token: TOKEN,
      handlers: { agentFill: () => fail('agentFill', 2102) },
    });
    const field = await screen.findByRole('textbox', { name: "Superior's user ID" });
    await app.user.type(field, '999999');
    await app.user.click(screen.getByRole('button', { name: 'Set superior' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No player has this user ID. (code 2102)')).toBeInTheDocument();
    expect(field).toHaveValue('999999');
  });

  it('refuses when a superior is set', async () => {
    await renderApp({
      path: '/profile/superior',
      token: TOKEN,
      handlers: {
        getAfterLoginInfoWeb: () => ({ errcode: 0, code: 200, ...memberAnswer({ pid: 100005 }) }),
        getUserInfo: () => ({ errcode: 0, user: { ...USER, pid: 100005 } }),
      },
    });
    expect(await screen.findByText('Your superior: user ID 100005')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('/profile/license and /profile/agree/{name}', () => {
  it('shows the regulator notice and the licence of the configuration', async () => {
    await renderApp({ path: '/profile/license', token: TOKEN });
    expect(await screen.findByText(/licence from the Philippine gaming regulator/)).toBeInTheDocument();
    expect(screen.getByText('SBX-OGL-2026-0001')).toBeInTheDocument();
  });

  it('shows the accepted text with its date; empty without a record; failed with retry', async () => {
    let failing = true;
    const handlers: Handlers = {
      getAgreements: () =>
        failing
          ? fail('getAgreements', 7)
          : {
              errcode: 0,
              agreements: [{ name: 'terms', version: '2026-11-21', acceptedAt: Date.UTC(2026, 10, 21, 3) }],
            },
    };
    const app = await renderApp({ path: '/profile/agree/terms', token: TOKEN, handlers });
    expect(await screen.findByText('Something went wrong (code 7).')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^You accepted this text on .*2026.* \(version of .*2026\)\.$/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1. Acceptance of these terms' })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: '/profile/agree/privacy', token: TOKEN, handlers });
    expect(await screen.findByText('There is no record of you accepting this text.')).toBeInTheDocument();
  });
});
