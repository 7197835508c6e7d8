import { and, eq, inArray } from 'drizzle-orm';

import type { KycDocumentType, KycStatus } from '../../contract/enums';
import type { KycFiles } from '../../contract/kyc';
import { kycDocuments, users } from './schema';
import type { KycDocument } from '../domain/kyc';
import type { Database } from './types';


export interface MemberKyc {
  userId: string;
  status: KycStatus;
  document: KycDocument | null;
}

const kycColumns = {
  userId: users.id,
  status: users.kycStatus,
  documentType: kycDocuments.documentType,
  documentNumber: kycDocuments.documentNumber,
  front: kycDocuments.frontFile,
  back: kycDocuments.backFile,
  selfie: kycDocuments.selfieFile,
  rejectReason: kycDocuments.rejectReason,
  submittedAt: kycDocuments.submittedAt,
};

type KycRow = {
  userId: string;
  status: KycStatus;
  documentType: KycDocumentType | null;
  documentNumber: string | null;
  front: string | null;
  back: string | null;
  selfie: string | null;
  rejectReason: string | null;
  submittedAt: Date | null;
};

function toMemberKyc(row: KycRow): MemberKyc {
  const { userId, status, documentType, documentNumber, submittedAt, front, back, selfie, rejectReason } = row;
  const document =
    documentType && documentNumber && submittedAt
      ? { documentType, documentNumber, submittedAt, rejectReason, files: { front, back, selfie } }
      : null;
  return { userId, status, document };
}

async function findKycWhere(db: Database, condition: ReturnType<typeof eq>): Promise<MemberKyc | null> {
  const [row] = await db
    .select(kycColumns)
    .from(users)
    .leftJoin(kycDocuments, eq(kycDocuments.userId, users.id))
    .where(condition);
  return row ? toMemberKyc(row) : null;
}

/** The member's KYC status (users.kyc_status, the one truth) with their latest submission. */
export const findMemberKyc = (db: Database, userId: string) => findKycWhere(db, eq(users.id, userId));

export const findMemberKycByUsername = (db: Database, username: string) =>
  findKycWhere(db, eq(users.username, username));

export interface KycSubmission {
  documentType: KycDocumentType;
  documentNumber: string;
  files: KycFiles;
  submittedAt: Date;
}

export type SubmitKycResult = { submitted: true; replacedFiles: KycFiles | null } | { submitted: false };

/**
 * Puts the member's KYC under review with this submission, in one transaction: the status moves to PENDING
 * only from NONE or REJECTED (a conditional UPDATE, so two submissions at once cannot both pass). Answers
 * the files of the submission it replaced, for deletion.
 */
export function submitKyc(db: Database, userId: string, submission: KycSubmission): Promise<SubmitKycResult> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(users)
      .set({ kycStatus: 'PENDING' })
      .where(and(eq(users.id, userId), inArray(users.kycStatus, ['NONE', 'REJECTED'])))
      .returning({ id: users.id });
    if (moved.length === 0) return { submitted: false };

    const [previous] = await tx
      .select({ front: kycDocuments.frontFile, back: kycDocuments.backFile, selfie: kycDocuments.selfieFile })
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, userId));
    const values = {
      documentType: submission.documentType,
      documentNumber: submission.documentNumber,
      frontFile: submission.files.front,
      backFile: submission.files.back,
      selfieFile: submission.files.selfie,
      rejectReason: null,
      submittedAt: submission.submittedAt,
      reviewedAt: null,
    };
    await tx
      .insert(kycDocuments)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: kycDocuments.userId, set: values });
    return { submitted: true, replacedFiles: previous ?? null };
  });
}

/**
 * Moves the member's PENDING submission to `status` (the reason kept on a rejection, the review time set): the
 * member's id, or why not.
 */
export async function decideKycSubmission(
  tx: Database,
  username: string,
  status: Extract<KycStatus, 'APPROVED' | 'REJECTED'>,
  reason: string | null,
  at: Date,
): Promise<{ outcome: 'unknown-member' } | { outcome: 'not-pending' } | { outcome: 'decided'; userId: string }> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!member) return { outcome: 'unknown-member' };
  const moved = await tx
    .update(users)
    .set({ kycStatus: status })
    .where(and(eq(users.id, member.id), eq(users.kycStatus, 'PENDING')))
    .returning({ id: users.id });
  if (moved.length === 0) return { outcome: 'not-pending' };
  await tx
    .update(kycDocuments)
    .set({ rejectReason: status === 'REJECTED' ? reason : null, reviewedAt: at })
    .where(eq(kycDocuments.userId, member.id));
  return { outcome: 'decided', userId: member.id };
}
