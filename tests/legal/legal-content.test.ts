/**
 * The legal documents (terms of use and privacy policy): both locales carry the same
 * sections in the same order, every required topic has its own section, and the required figures (age,
 * KYC deadline, processing periods, retention, support address) are in the right place.
 */
import { describe, expect, it } from 'vitest';
import { content as enUS } from '../../src/i18n/legal/en-US';
import { content as thTH } from '../../src/i18n/legal/th-TH';
import type { LegalDoc, LegalDocs, LegalSection } from '../../src/i18n/legal/types';

const vars = { supportEmail: 'consent@lobby.test', minAge: 21 };

/** Topic → heading, per locale, in document order. */
const TERMS = {
  acceptance: { 'en-US': '1. Acceptance of these terms', 'th-TH': '1. การยอมรับข้อกำหนด' },
  membership: { 'en-US': '2. Membership and your account', 'th-TH': '2. การเป็นสมาชิกและบัญชีของท่าน' },
  age: { 'en-US': '3. Age requirement: 21 and over', 'th-TH': '3. ข้อกำหนดด้านอายุ: 21 ปีขึ้นไป' },
  restricted: { 'en-US': '4. Restricted persons', 'th-TH': '4. บุคคลต้องห้าม' },
  money: { 'en-US': '5. Deposits and withdrawals', 'th-TH': '5. การฝากและถอนเงิน' },
  bonuses: { 'en-US': '6. Bonuses and promotions', 'th-TH': '6. โบนัสและโปรโมชั่น' },
  liability: { 'en-US': '7. Limits of our liability', 'th-TH': '7. ข้อจำกัดความรับผิด' },
  suspension: { 'en-US': '8. Account suspension and closure', 'th-TH': '8. การระงับและการปิดบัญชี' },
  aml: { 'en-US': '9. Anti-money laundering', 'th-TH': '9. การป้องกันและปราบปรามการฟอกเงิน' },
  responsible: { 'en-US': '10. Responsible gaming', 'th-TH': '10. การเล่นอย่างรับผิดชอบ' },
  changes: { 'en-US': '11. Changes to these terms', 'th-TH': '11. การเปลี่ยนแปลงข้อกำหนด' },
  law: {
    'en-US': '12. Governing law and regulator',
    'th-TH': '12. กฎหมายที่ใช้บังคับและหน่วยงานกำกับดูแล',
  },
  contact: { 'en-US': '13. Contact us', 'th-TH': '13. ติดต่อเรา' },
} as const;

const PRIVACY = {
  who: { 'en-US': '1. Who we are', 'th-TH': '1. เราคือใคร' },
  collect: { 'en-US': '2. Data we collect', 'th-TH': '2. ข้อมูลที่เราเก็บรวบรวม' },
  use: { 'en-US': '3. How we use your data', 'th-TH': '3. วัตถุประสงค์ในการใช้ข้อมูล' },
  cookies: { 'en-US': '4. Cookies and local storage', 'th-TH': '4. คุกกี้และพื้นที่จัดเก็บในเครื่อง' },
  retention: { 'en-US': '5. How long we keep your data', 'th-TH': '5. ระยะเวลาการเก็บรักษาข้อมูล' },
  disclosure: { 'en-US': '6. Who we share your data with', 'th-TH': '6. การเปิดเผยข้อมูล' },
  security: { 'en-US': '7. How we protect your data', 'th-TH': '7. การรักษาความปลอดภัยของข้อมูล' },
  rights: { 'en-US': '8. Your rights', 'th-TH': '8. สิทธิของท่าน' },
  consent: { 'en-US': '9. Withdrawing your consent', 'th-TH': '9. การถอนความยินยอม' },
  children: {
    'en-US': '10. Children and anyone under 21',
    'th-TH': '10. ผู้เยาว์และบุคคลอายุต่ำกว่า 21 ปี',
  },
  changes: { 'en-US': '11. Changes to this policy', 'th-TH': '11. การเปลี่ยนแปลงนโยบาย' },
  contact: { 'en-US': '12. Contact us', 'th-TH': '12. ติดต่อเรา' },
} as const;

type Locale = 'en-US' | 'th-TH';
const EN = enUS(vars);
const TH = thTH(vars);
const LOCALES: ReadonlyArray<readonly [Locale, LegalDocs]> = [
  ['en-US', EN],
  ['th-TH', TH],
];

/** Phrases each locale uses for the checks below. */
const WORDS = {
  'en-US': {
    updated: 'Last updated: 21 November 2026',
    businessDays: (from: number, to: number) => `${from} to ${to} business days`,
    withinSevenDays: 'within 7 days',
    firstWithdrawal: 'first withdrawal',
    noCancel: 'cannot be cancelled',
    oneYear: 'at least 1 year after your last visit',
    neverSold: 'never sell',
    notPassword: 'password is never stored',
  },
  'th-TH': {
    updated: 'ปรับปรุงล่าสุด: 21 พฤศจิกายน พ.ศ. 2569',
    businessDays: (from: number, to: number) => `${from} ถึง ${to} วันทำการ`,
    withinSevenDays: 'ภายใน 7 วัน',
    firstWithdrawal: 'ถอนเงินครั้งแรก',
    noCancel: 'ไม่สามารถยกเลิก',
    oneYear: 'อย่างน้อย 1 ปีนับแต่การเข้าใช้บริการครั้งล่าสุด',
    neverSold: 'ไม่ขาย',
    notPassword: 'ไม่จัดเก็บรหัสผ่าน',
  },
} as const;

const text = (s: LegalSection) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join('\n');

function section(doc: LegalDoc, heading: string): LegalSection {
  const found = doc.sections.find((s) => s.heading === heading);
  if (!found) throw new Error(`no section "${heading}" in ${doc.title}`);
  return found;
}

describe('legal documents', () => {
  it('have the same number of sections in both locales, each with a list where the other has one', () => {
    expect(TH.terms.sections).toHaveLength(EN.terms.sections.length);
    expect(TH.privacy.sections).toHaveLength(EN.privacy.sections.length);
    for (const [, docs] of LOCALES) {
      expect(docs.terms.sections).toHaveLength(Object.keys(TERMS).length);
      expect(docs.privacy.sections).toHaveLength(Object.keys(PRIVACY).length);
    }
    for (const kind of ['terms', 'privacy'] as const)
      EN[kind].sections.forEach((en, i) => {
        const th = TH[kind].sections[i]!;
        expect(th.paragraphs.length, `${kind} ${en.heading}`).toBe(en.paragraphs.length);
        expect(th.list?.length, `${kind} ${en.heading}`).toBe(en.list?.length);
      });
  });

  describe.each(LOCALES)('%s', (locale, docs) => {
    const words = WORDS[locale];
    const terms = (topic: keyof typeof TERMS) => section(docs.terms, TERMS[topic][locale]);
    const privacy = (topic: keyof typeof PRIVACY) => section(docs.privacy, PRIVACY[topic][locale]);

    it('has every topic of the terms and of the privacy policy as its own section, in order', () => {
      expect(docs.terms.sections.map((s) => s.heading)).toEqual(Object.values(TERMS).map((h) => h[locale]));
      expect(docs.privacy.sections.map((s) => s.heading)).toEqual(Object.values(PRIVACY).map((h) => h[locale]));
    });

    it('has titles and the last-updated line of 21 November 2026 (Gregorian in Thai too)', () => {
      expect(docs.terms.title).toBe(locale === 'en-US' ? 'Terms of Use' : 'ข้อกำหนดการใช้งาน');
      expect(docs.privacy.title).toBe(locale === 'en-US' ? 'Privacy Policy' : 'นโยบายความเป็นส่วนตัว');
      expect(docs.terms.updated).toBe(words.updated);
      expect(docs.privacy.updated).toBe(words.updated);
    });

    it('has no empty section, paragraph or list item', () => {
      for (const doc of [docs.terms, docs.privacy]) {
        for (const s of doc.sections) {
          expect(s.heading.trim()).not.toBe('');
          expect(s.paragraphs.length, s.heading).toBeGreaterThan(0);
          for (const p of [...s.paragraphs, ...(s.list ?? [])]) expect(p.trim(), s.heading).not.toBe('');
          if (s.list) expect(s.list.length, s.heading).toBeGreaterThan(0);
        }
      }
    });

    it('names the support address in the consent-withdrawal and both contact sections', () => {
      expect(text(privacy('consent'))).toContain(vars.supportEmail);
      expect(text(privacy('contact'))).toContain(vars.supportEmail);
      expect(text(terms('contact'))).toContain(vars.supportEmail);
    });

    it('takes the address and the minimum age from its values', () => {
      const other = (locale === 'en-US' ? enUS : thTH)({ supportEmail: 'other@lobby.test', minAge: 25 });
      const consent = section(other.privacy, PRIVACY.consent[locale]);
      expect(text(consent)).toContain('other@lobby.test');
      expect(text(consent)).not.toContain(vars.supportEmail);
      expect(other.terms.sections[2]!.paragraphs.join(' ')).toContain('25');
      expect(other.terms.sections[2]!.paragraphs.join(' ')).not.toContain('21');
    });

    it('states the age limit of 21, KYC before the first withdrawal or within 7 days, and under-age balances', () => {
      const age = text(terms('age'));
      expect(age).toContain('21');
      expect(age).toContain(words.withinSevenDays);
      expect(age).toContain(words.firstWithdrawal);
      expect(age).toMatch(locale === 'en-US' ? /close the account/ : /ปิดบัญชี/);
      expect(age).toMatch(locale === 'en-US' ? /forfeited/ : /ถูกริบ/);
      expect(text(privacy('children'))).toContain('21');
    });

    it('lists the six groups of restricted persons', () => {
      const list = terms('restricted').list ?? [];
      expect(list).toHaveLength(6);
      const groups =
        locale === 'en-US'
          ? [
              /government officials/,
              /police and the armed forces/,
              /students/,
              /staff of the Philippine gaming regulator/,
              /exclusion or banned list/,
              /gaming licence holders.*staff/,
            ]
          : [
              /เจ้าหน้าที่ของรัฐ/,
              /ตำรวจและทหาร/,
              /นักเรียนและนักศึกษา/,
              /พนักงานของหน่วยงานกำกับดูแล/,
              /ผู้ถูกห้ามเข้าเล่น/,
              /ผู้ถือใบอนุญาต.*พนักงาน/,
            ];
      groups.forEach((group, i) => expect(list[i]).toMatch(group));
    });

    it('gives the three processing-period bands with their day ranges, and no cancelling a withdrawal', () => {
      const money = terms('money');
      const list = money.list ?? [];
      expect(list).toHaveLength(3);
      expect(list[0]).toMatch(/^1 /);
      expect(list[0]).toContain('50,000');
      expect(list[0]).toContain(words.businessDays(1, 3));
      expect(list[1]).toContain('50,000');
      expect(list[1]).toContain('500,000');
      expect(list[1]).toContain(words.businessDays(3, 5));
      expect(list[2]).toContain('500,000');
      expect(list[2]).toContain(words.businessDays(5, 10));
      expect(text(money)).toContain(words.withinSevenDays);
      expect(text(money)).toContain(words.noCancel);
    });

    it('lists no-liability cases and suspension reasons', () => {
      expect(terms('liability').list?.length).toBeGreaterThanOrEqual(6);
      const reasons = terms('suspension').list ?? [];
      expect(reasons.length).toBeGreaterThanOrEqual(8);
      expect(reasons.join('\n')).toContain('21');
      expect(text(terms('suspension'))).toMatch(locale === 'en-US' ? /chargeback/ : /chargeback/);
    });

    it('keeps data at least 1 year after the last visit, never sells it, never stores the password', () => {
      expect(text(privacy('retention'))).toContain(words.oneYear);
      expect(text(privacy('disclosure'))).toContain(words.neverSold);
      expect(text(privacy('cookies'))).toContain(words.notPassword);
      expect(text(privacy('collect'))).toMatch(locale === 'en-US' ? /Device ID:.*every login/ : /รหัสอุปกรณ์:.*เข้าสู่ระบบ/);
    });

    it('is plain text: no HTML markup', () => {
      for (const doc of [docs.terms, docs.privacy])
        for (const s of doc.sections) expect(text(s)).not.toMatch(/<\/?[a-z][^>]*>/i);
    });
  });
});
