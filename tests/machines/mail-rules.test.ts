import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canReceive,
  hasMoreMail,
  mailFailure,
  mailParagraphs,
  mergePages,
  patchMail,
  withoutMail,
  type MailSummary,
} from '../../machines/mail.rules';

const mail = (id: number, createTime: number, extra: Partial<MailSummary> = {}): MailSummary => ({
  id,
  type: 0,
  title: `Mail ${id}`,
  hasAttachment: 0,
  received: 0,
  read: 0,
  createTime,
  ...extra,
});

describe('mail rules', () => {
  it('receives only a waiting attachment, and deletes only when none waits', () => {
    expect(canReceive({ hasAttachment: 1, received: 0 })).toBe(true);
    expect(canReceive({ hasAttachment: 1, received: 1 })).toBe(false);
    expect(canReceive({ hasAttachment: 0, received: 0 })).toBe(false);
    expect(canDelete({ hasAttachment: 1, received: 0 })).toBe(false);
    expect(canDelete({ hasAttachment: 1, received: 1 })).toBe(true);
    expect(canDelete({ hasAttachment: 0, received: 0 })).toBe(true);
  });

  it('keeps the list newest first (ties by id) without duplicates across pages', () => {
    const merged = mergePages([mail(5, 100), mail(4, 300)], [mail(4, 300, { read: 1 }), mail(9, 100), mail(2, 200)]);
    expect(merged.map((m) => m.id)).toEqual([4, 2, 9, 5]);
    expect(merged[0]?.read).toBe(1);
    expect(hasMoreMail(merged, 4)).toBe(false);
    expect(hasMoreMail(merged, 5)).toBe(true);
    expect(patchMail(merged, 9, { read: 1 }).find((m) => m.id === 9)?.read).toBe(1);
    expect(withoutMail(merged, 9).map((m) => m.id)).toEqual([4, 2, 5]);
  });

  it('shows a body as plain paragraphs: tags dropped, never interpreted; entities decoded', () => {
    expect(mailParagraphs('<p>A gift: 5.00 coins.</p><p>Receive it below.</p>')).toEqual([
      'A gift: 5.00 coins.',
      'Receive it below.',
    ]);
    expect(mailParagraphs('Line one<br>line two')).toEqual(['Line one\nline two']);
    expect(
      mailParagraphs('<p>Hi <img src=x onerror="alert(1)"><script>alert(2)</script><b>there</b> &amp; &lt;you&gt;</p>'),
    ).toEqual(['Hi there & <you>']);
    expect(mailParagraphs('&#3626;&#x0E27;&unknown; &#0;')).toEqual(['สว&unknown; &#0;']);
    expect(mailParagraphs('<p> </p><div></div>')).toEqual([]);
  });

  it('gives the mail errcodes their own sentence with the code, other failures the common one', () => {
    const business = (errcode: number) => ({ kind: 'business', errcode });
    expect(mailFailure(business(2204))).toEqual({ id: 'mail.failed.2204', values: { code: 2204 } });
    expect(mailFailure(business(2201))).toEqual({ id: 'mail.failed.2201', values: { code: 2201 } });
    expect(mailFailure(business(9))).toEqual({ id: 'common.errorWithCode', values: { code: 9 } });
    expect(mailFailure({ kind: 'network' })).toEqual({ id: 'common.networkError' });
  });
});
