/** The identity verification's pure rules (machines/kyc.rules.ts): needed images, errors, the submission, failures. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLOT,
  kindsFor,
  kycErrors,
  kycFailure,
  kycSubmission,
  withSlot,
  type ImageSlot,
  type KycContext,
} from '../../machines/kyc.rules';

const uploaded = (fileId: string): ImageSlot => ({ ...EMPTY_SLOT, status: 'uploaded', progress: 100, fileId });

const filled = (over: Partial<KycContext> = {}): KycContext => ({
  form: true,
  today: '2024-06-01',
  state: null,
  realName: '  Somchai   Jaidee ',
  idType: 'nationalId',
  idNumber: ' 1234567890123 ',
  birthday: '1990-01-31',
  images: { front: uploaded('F1'), back: uploaded('B1'), selfie: uploaded('S1') },
  errors: {},
  error: null,
  ...over,
});

describe('kyc rules', () => {
  it('needs the back image for every document but a passport', () => {
    expect(kindsFor('nationalId')).toEqual(['front', 'back', 'selfie']);
    expect(kindsFor('driverLicense')).toEqual(['front', 'back', 'selfie']);
    expect(kindsFor('passport')).toEqual(['front', 'selfie']);
  });

  it('finds no error in a filled form, and each missing or unfinished part', () => {
    expect(kycErrors(filled())).toEqual({});
    const errors = kycErrors(
      filled({
        realName: '',
        idNumber: '12',
        birthday: '2010-01-01',
        images: {
          front: EMPTY_SLOT,
          back: { ...EMPTY_SLOT, status: 'uploading', progress: 40 },
          selfie: uploaded('S'),
        },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['back', 'birthday', 'front', 'idNumber', 'realName']);
    expect(errors.front?.id).toBe('account.kyc.imageRequired');
    expect(errors.back?.id).toBe('account.kyc.imageUploading');
    expect(errors.birthday?.id).toBe('account.kyc.tooYoung');
  });

  it('shows a failed upload its own error, and asks no back image of a passport', () => {
    const failed: ImageSlot = { ...EMPTY_SLOT, status: 'failed', error: { id: 'account.kyc.imageSize' } };
    expect(kycErrors(filled({ images: { ...filled().images, front: failed } })).front?.id).toBe(
      'account.kyc.imageSize',
    );
    const passport = filled({
      idType: 'passport',
      idNumber: 'AA12345',
      images: { ...filled().images, back: EMPTY_SLOT },
    });
    expect(kycErrors(passport)).toEqual({});
  });

  it('sends trimmed fields and the uploaded file ids, the back one only when needed', () => {
    expect(kycSubmission(filled())).toEqual({
      realName: 'Somchai Jaidee',
      idType: 'nationalId',
      idNumber: '1234567890123',
      birthday: '1990-01-31',
      frontFileId: 'F1',
      backFileId: 'B1',
      selfieFileId: 'S1',
    });
    const passport = kycSubmission(filled({ idType: 'passport', idNumber: ' ab12345 ' }));
    expect(passport.idNumber).toBe('AB12345');
    expect('backFileId' in passport).toBe(false);
  });

  it('names addKyc failures 2013–2015 per code, others generically', () => {
    expect(kycFailure({ kind: 'business', errcode: 2014 })).toEqual({
      id: 'account.kyc.failed.2014',
      values: { code: 2014 },
    });
    expect(kycFailure({ kind: 'business', errcode: 2016 })).toEqual({
      id: 'common.errorWithCode',
      values: { code: 2016 },
    });
    expect(kycFailure({ kind: 'timeout' })).toEqual({ id: 'common.timeout' });
  });

  it('merges a slot change and clears only that slot error', () => {
    const c = filled({ errors: { front: { id: 'x' }, selfie: { id: 'y' } } });
    const next = withSlot(c, 'front', { status: 'uploading', progress: 10 });
    expect(next.images.front).toEqual({ ...c.images.front, status: 'uploading', progress: 10 });
    expect(next.images.selfie).toBe(c.images.selfie);
    expect(next.errors).toEqual({ selfie: { id: 'y' } });
    expect(c.errors).toEqual({ front: { id: 'x' }, selfie: { id: 'y' } });
  });
});
