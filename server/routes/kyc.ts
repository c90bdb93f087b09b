/** Identity verification calls: image upload, submission, status (rules in domain/kyc.ts). */
import { defineHandlers } from '../context';
import { kycState, storeKycFile, submitKyc } from '../domain/kyc';

export const kycHandlers = defineHandlers({
  uploadKyc: ({ deps, body, caller }) => storeKycFile(deps, caller.userId, body.kind, body.file),

  addKyc: ({ deps, body, caller }) =>
    submitKyc(deps, caller.userId, {
      realName: body.realName,
      idType: body.idType,
      idNumber: body.idNumber,
      birthday: body.birthday,
      frontFileId: body.frontFileId,
      backFileId: body.backFileId,
      selfieFileId: body.selfieFileId,
    }),

  kyc: ({ deps, caller }) => kycState(deps, caller.userId),
});
