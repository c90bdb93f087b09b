/**
 * The identity verification's rules (machines/kyc.machine.ts is the chart): the form's data and image
 * slots, the images a document type needs, the field and image errors before submitting, what addKyc is
 * sent, and the failure texts. Pure functions, shared by the chart, its live actors and the kyc pages.
 */
import type { components } from '../contract/schema';
import {
  birthdayError,
  idNumberError,
  needsBack,
  realNameError,
  type IdType,
  type KycKind,
  type PickedFile,
} from './account-rules';
import { businessCode, errorMessage, message, type Message } from './message';
import { collectErrors, type FieldErrors } from './validation';

export type KycState = components['schemas']['KycState'];
export type KycTextField = 'realName' | 'idNumber' | 'birthday' | 'idType';
export type KycField = Exclude<KycTextField, 'idType'> | KycKind;

export interface ImageSlot {
  readonly status: 'empty' | 'uploading' | 'uploaded' | 'failed';
  readonly file: PickedFile | null;
  /** The picked Blob (for the preview and the upload); opaque to the machine. */
  readonly blob: unknown;
  /** 0–100 while uploading. */
  readonly progress: number;
  readonly fileId: string | null;
  readonly error: Message | null;
}

export const EMPTY_SLOT: ImageSlot = {
  status: 'empty',
  file: null,
  blob: null,
  progress: 0,
  fileId: null,
  error: null,
};

export interface KycInput {
  /** The form page (/walletsKycUpload) rather than the status page. */
  readonly form: boolean;
  /** Today as YYYY-MM-DD (the age rule). */
  readonly today: string;
}

export interface KycContext extends KycInput {
  state: KycState | null;
  realName: string;
  idType: IdType;
  idNumber: string;
  birthday: string;
  images: Record<KycKind, ImageSlot>;
  errors: FieldErrors<KycField>;
  error: Message | null;
}

export interface KycSubmission {
  realName: string;
  idType: IdType;
  idNumber: string;
  birthday: string;
  frontFileId: string;
  backFileId?: string;
  selfieFileId: string;
}

/** The images this document type needs. */
export const kindsFor = (idType: IdType): KycKind[] =>
  needsBack(idType) ? ['front', 'back', 'selfie'] : ['front', 'selfie'];

/** Every field's problem, and each needed image that is not uploaded. */
export function kycErrors(c: KycContext): FieldErrors<KycField> {
  const image = (kind: KycKind): Message | null => {
    if (!kindsFor(c.idType).includes(kind)) return null;
    const slot = c.images[kind];
    if (slot.status === 'uploaded') return null;
    if (slot.status === 'uploading') return message('account.kyc.imageUploading');
    return slot.error ?? message('account.kyc.imageRequired');
  };
  return collectErrors<KycField>({
    realName: realNameError(c.realName),
    idNumber: idNumberError(c.idNumber, c.idType),
    birthday: birthdayError(c.birthday, c.today),
    front: image('front'),
    back: image('back'),
    selfie: image('selfie'),
  });
}

/** What addKyc is sent: the trimmed fields and the uploaded images' file ids. */
export function kycSubmission(c: KycContext): KycSubmission {
  const id = (kind: KycKind) => c.images[kind].fileId as string;
  return {
    realName: c.realName.trim().replace(/\s+/g, ' '),
    idType: c.idType,
    idNumber: c.idNumber.trim().toUpperCase(),
    birthday: c.birthday,
    frontFileId: id('front'),
    ...(needsBack(c.idType) ? { backFileId: id('back') } : {}),
    selfieFileId: id('selfie'),
  };
}

const FAILURE_CODES = [2013, 2014, 2015];

/** An upload's or addKyc's failure: per-code text for 2013–2015, the generic text otherwise. */
export function kycFailure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && FAILURE_CODES.includes(code)
    ? message(`account.kyc.failed.${code}`, { code })
    : errorMessage(error);
}

/** The context after a slot changes: the slot merged, its error cleared. */
export const withSlot = (c: KycContext, kind: KycKind, slot: Partial<ImageSlot>) => {
  const errors = { ...c.errors };
  delete errors[kind];
  return { images: { ...c.images, [kind]: { ...c.images[kind], ...slot } }, errors };
};
