/**
 * Identity verification (KYC): image uploads checked by their content, the submission with its age rule
 * (21+), the status a player sees with its deadline (registration + 7 days, or the first withdrawal,
 * whichever comes first), and the operator's rejection.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { ageOnDay, utcDay } from '../../contract/profile-rules';
import { Fail, type Deps, type UploadedFile } from '../context';
import { sql } from '../db/sql';
import { DAY_MS } from './activities';
import { requireUser } from './users';

type Schemas = components['schemas'];
type KycState = Schemas['KycState'];
type KycKind = 'front' | 'back' | 'selfie';

/** Largest identity image: 5 MiB. */
const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Uploads a player may make per rolling 24 hours. */
const KYC_UPLOADS_PER_DAY = 20;
/** Verification is due this long after registration (or before the first withdrawal, if sooner). */
const KYC_DUE_MS = 7 * DAY_MS;
const MIN_AGE = 21;
/** Oldest birth year accepted as plausible. */

// ───────────── uploads ─────────────

interface ImageType {
  readonly mime: 'image/jpeg' | 'image/png' | 'image/webp';
  readonly ext: 'jpg' | 'png' | 'webp';
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The real type of an image from its magic bytes (never the declared type); null when not JPEG/PNG/WebP. */
function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/**
 * Stores one identity image at `${uploadDir}/${userId}/${fileId}.${ext}` (the kyc_files row keeps the
 * path relative to uploadDir, so the data directory can move). Fails 2014 for an empty or too large
 * file, a file that is not really a JPEG/PNG/WebP, or more than KYC_UPLOADS_PER_DAY uploads in 24 h.
 */
export function storeKycFile(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'uploadDir'>,
  userId: number,
  kind: KycKind,
  file: UploadedFile,
): { fileId: string; kind: KycKind; size: number } {
  const size = file.bytes.byteLength;
  if (size < 1) throw new Fail(ERRCODE.FileInvalid, 'The file is empty');
  if (size > KYC_MAX_FILE_BYTES) throw new Fail(ERRCODE.FileInvalid, 'The file is larger than 5 MiB');
  const type = sniffImage(file.bytes);
  if (!type) throw new Fail(ERRCODE.FileInvalid, 'Upload a JPEG, PNG or WebP image');
  const now = deps.clock.now();
  const recent =
    sql<[number, number], { n: number }>(
      deps.db,
      'SELECT COUNT(*) AS n FROM kyc_files WHERE user_id = ? AND created_at > ?',
    ).get(userId, now - DAY_MS)?.n ?? 0;
  if (recent >= KYC_UPLOADS_PER_DAY) throw new Fail(ERRCODE.FileInvalid, 'Too many uploads today; try again tomorrow');
  const fileId = deps.random.bytes(16).toString('hex');
  const relative = `${userId}/${fileId}.${type.ext}`;
  mkdirSync(join(deps.uploadDir, String(userId)), { recursive: true });
  writeFileSync(join(deps.uploadDir, relative), file.bytes, { mode: 0o600 });
  sql(
    deps.db,
    'INSERT INTO kyc_files (id, user_id, kind, mime, size, path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(fileId, userId, kind, type.mime, size, relative, now);
  return { fileId, kind, size };
}

// ───────────── submission and state ─────────────

interface KycRow {
  status: 1 | 2 | 3;
  reason: string;
}

export function kycState(deps: Pick<Deps, 'db' | 'clock'>, userId: number): KycState {
  const user = requireUser(deps, userId);
  const row = sql<[number], KycRow>(deps.db, 'SELECT status, reason FROM kyc WHERE user_id = ?').get(userId);
  const status = row?.status ?? 0;
  const dueTime = user.created_at + KYC_DUE_MS;
  return {
    status,
    reason: row?.reason ?? '',
    required: status === 2 ? 0 : 1,
    dueTime,
    overdue: deps.clock.now() > dueTime && status !== 2 ? 1 : 0,
  };
}

interface KycSubmission {
  readonly realName: string;
  readonly idType: 'nationalId' | 'passport' | 'driverLicense';
  readonly idNumber: string;
  readonly birthday: string;
  readonly frontFileId: string;
  readonly backFileId?: string;
  readonly selfieFileId: string;
}

function requireFile(deps: Pick<Deps, 'db'>, userId: number, fileId: string, kind: KycKind): void {
  const file = sql<[string], { user_id: number; kind: KycKind }>(
    deps.db,
    'SELECT user_id, kind FROM kyc_files WHERE id = ?',
  ).get(fileId);
  if (!file || file.user_id !== userId || file.kind !== kind) {
    throw new Fail(ERRCODE.FileInvalid, `The ${kind} image was not found; upload it again`);
  }
}

/**
 * Records a submission. Fails 2013 while one is pending or verified (a rejected one may be resubmitted),
 * 2015 unless the birthday is a real past date of a player aged 21+, 2014 unless every image exists, is
 * the caller's and of the right kind, 2105 for a blank name. Reference-server decision: a complete
 * submission is verified at once (status 2, reviewed now); the schema keeps room for a manual review.
 */
export function submitKyc(deps: Pick<Deps, 'db' | 'clock'>, userId: number, s: KycSubmission): KycState {
  const now = deps.clock.now();
  deps.db.transaction(() => {
    const existing = sql<[number], KycRow>(deps.db, 'SELECT status, reason FROM kyc WHERE user_id = ?').get(userId);
    if (existing && existing.status !== 3) {
      throw new Fail(
        ERRCODE.KycSubmitted,
        existing.status === 2 ? 'Identity already verified' : 'Identity verification in review',
      );
    }
    // Age on the UTC day of `now`: UTC is at or behind the players' local day (UTC+7, UTC+8, UTC+5), so the
    // rule never lets anyone in early.
    const age = ageOnDay(s.birthday, utcDay(now));
    if (age === null) throw new Fail(ERRCODE.UnderAge, 'Enter your real date of birth');
    if (age < MIN_AGE) throw new Fail(ERRCODE.UnderAge, `Players must be ${MIN_AGE} or older`);
    requireFile(deps, userId, s.frontFileId, 'front');
    if (s.backFileId !== undefined) requireFile(deps, userId, s.backFileId, 'back');
    requireFile(deps, userId, s.selfieFileId, 'selfie');
    const realName = s.realName.normalize('NFC').trim().replace(/\s+/g, ' ');
    if ([...realName].length < 2) throw new Fail(ERRCODE.ProfileValueInvalid, 'Enter your name as on the document');
    sql(
      deps.db,
      `INSERT INTO kyc (user_id, status, real_name, id_type, id_number, birthday, front_file_id, back_file_id,
                        selfie_file_id, reason, submitted_at, reviewed_at)
       VALUES (?, 2, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET
         status = 2, real_name = excluded.real_name, id_type = excluded.id_type, id_number = excluded.id_number,
         birthday = excluded.birthday, front_file_id = excluded.front_file_id, back_file_id = excluded.back_file_id,
         selfie_file_id = excluded.selfie_file_id, reason = '', submitted_at = excluded.submitted_at,
         reviewed_at = excluded.reviewed_at`,
    ).run(
      userId,
      realName,
      s.idType,
      s.idNumber.toUpperCase(),
      s.birthday,
      s.frontFileId,
      s.backFileId ?? null,
      s.selfieFileId,
      now,
      now,
    );
  })();
  return kycState(deps, userId);
}

/** Operator: rejects a pending or verified submission with a reason; false when there is none to reject. */
export function rejectKyc(deps: Pick<Deps, 'db' | 'clock'>, userId: number, reason: string): boolean {
  return (
    sql(deps.db, 'UPDATE kyc SET status = 3, reason = ?, reviewed_at = ? WHERE user_id = ? AND status IN (1, 2)').run(
      reason,
      deps.clock.now(),
      userId,
    ).changes === 1
  );
}
