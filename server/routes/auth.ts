/** Login, registration, social login, OTP, bind mobile, forgotten password, logout. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const authHandlers = defineHandlers({
  preLogin: () => {
    throw new Error('not implemented: preLogin');
  },
  accountLogin: () => {
    throw new Error('not implemented: accountLogin');
  },
  accountRegist: () => {
    throw new Error('not implemented: accountRegist');
  },
  accountRegist4: () => {
    throw new Error('not implemented: accountRegist4');
  },
  lineLogin: () => {
    throw new Error('not implemented: lineLogin');
  },
  getLoginThirdConfigList: () => {
    throw new Error('not implemented: getLoginThirdConfigList');
  },
  smsSend: () => {
    throw new Error('not implemented: smsSend');
  },
  bindAccount: () => {
    throw new Error('not implemented: bindAccount');
  },
  forgetPassword: () => {
    throw new Error('not implemented: forgetPassword');
  },
  logout: () => {
    throw new Error('not implemented: logout');
  },
});
