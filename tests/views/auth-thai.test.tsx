// @vitest-environment jsdom
/**
 * /login and /register in th-TH (the shown locale), each rendered once. These live in their own file so Thai
 * is the first locale of this test module (see the report on useArea after a locale switch).
 */
import { generateKeyPairSync } from 'node:crypto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type Handlers } from '../helpers/render';

afterEach(() => cleanup());

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const AUTH: Handlers = {
  preLogin: () => ({ errcode: 0, publicKey, keyId: 'k1', algorithm: 'RSA-OAEP-256' }),
  getLoginThirdConfigList: () => ({ errcode: 0, appLoginThirdConfigList: [] }),
};

describe('auth pages in Thai', () => {
  it('/login', async () => {
    await renderApp({ path: '/login', handlers: AUTH, locale: 'th-TH' });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'บัญชีผู้ใช้' })).toHaveAttribute('placeholder', 'เบอร์มือถือหรือชื่อผู้ใช้');
    expect(screen.getByLabelText('รหัสผ่าน')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toHaveAttribute('href', '/forget');
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
  });

  it('/register', async () => {
    await renderApp({ path: '/register', handlers: AUTH, locale: 'th-TH' });
    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'เบอร์มือถือ' })).toBeInTheDocument();
    expect(screen.getByLabelText('ยืนยันรหัสผ่าน')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'รหัสยืนยัน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ขอรหัส' })).toBeEnabled();
    expect(screen.getByText('สมัครวันนี้ รับฟรี 10.00 เหรียญ')).toBeInTheDocument();
  });
});
