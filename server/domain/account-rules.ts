/**
 * The account rules (docs/product/account.md), read from the configuration: mobile numbers (country bounds and start
 * digit), usernames (ASCII letters and digits, stored lower-cased) and passwords (decrypted from the
 * RSA-OAEP ciphertext the client sends, then length-checked). Each check throws the catalogue's Fail.
 */
import { ERRCODE } from '../../contract/ids';
import { COUNTRIES, type ServerConfig } from '../config';
import { Fail, type Deps } from '../context';
import { decryptSecret } from './crypto';

/** Whether `mobile` is a national number of the configured country (digits, length, start digit). */
function isValidMobile(config: Pick<ServerConfig, 'country'>, mobile: string): boolean {
  const rules = COUNTRIES[config.country];
  return (
    /^[0-9]+$/.test(mobile) &&
    mobile.length >= rules.accountLengthMin &&
    mobile.length <= rules.accountLengthMax &&
    (rules.mobileStartsWith === '' || mobile.startsWith(rules.mobileStartsWith))
  );
}

/** The mobile number as stored, or Fail 1019 naming the rule. */
export function requireMobile(config: Pick<ServerConfig, 'country'>, mobile: string): string {
  if (isValidMobile(config, mobile)) return mobile;
  const rules = COUNTRIES[config.country];
  const length =
    rules.accountLengthMin === rules.accountLengthMax
      ? `${rules.accountLengthMin}`
      : `${rules.accountLengthMin}-${rules.accountLengthMax}`;
  const start = rules.mobileStartsWith ? ` starting with ${rules.mobileStartsWith}` : '';
  throw new Fail(ERRCODE.AccountFormat, `Mobile number must be ${length} digits${start}`);
}

/** The username as stored (lower-cased, so uniqueness ignores case), or Fail 1019 naming the rule. */
export function requireUsername(
  config: Pick<ServerConfig, 'usernameLengthMin' | 'usernameLengthMax'>,
  username: string,
): string {
  if (
    !/^[A-Za-z0-9]+$/.test(username) ||
    username.length < config.usernameLengthMin ||
    username.length > config.usernameLengthMax
  ) {
    throw new Fail(
      ERRCODE.AccountFormat,
      `Username must be ${config.usernameLengthMin}-${config.usernameLengthMax} letters or digits`,
    );
  }
  return username.toLowerCase();
}

/** Length of a password in Unicode code points (what a person counts as characters). */
function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * A new password (registration, forgotten password): the decrypted text when it is one of ours and
 * within the configured length bounds, otherwise Fail 1020.
 */
export function requireNewPassword(deps: Pick<Deps, 'keys' | 'config'>, ciphertext: string): string {
  const { passwordLengthMin: min, passwordLengthMax: max } = deps.config;
  const plain = decryptSecret(deps.keys, ciphertext);
  if (plain === null || passwordLength(plain) < min || passwordLength(plain) > max) {
    throw new Fail(ERRCODE.PasswordFormat, `Password must be ${min}-${max} characters`);
  }
  return plain;
}
