import type { Kyc } from '@/contract/kyc';
import type { KycSubmission } from '@/contract/requests/kyc';
import { needsBackSide } from '@/contract/requests/kycSides';
import { http } from './http';

export function kycFormData(values: KycSubmission): FormData {
  const form = new FormData();
  form.append('documentType', values.documentType);
  form.append('documentNumber', values.documentNumber);
  form.append('front', values.front);
  if (values.back && needsBackSide(values.documentType)) form.append('back', values.back);
  form.append('selfie', values.selfie);
  return form;
}

export async function getKyc(): Promise<Kyc> {
  const { data } = await http.get<Kyc>('auth/client/kyc');
  return data;
}

/** Answers the new state (PENDING); 409 while one is pending or approved. */
export async function submitKyc(values: KycSubmission): Promise<Kyc> {
  const { data } = await http.post<Kyc>('auth/client/kyc/update', kycFormData(values));
  return data;
}
