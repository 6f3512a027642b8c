import type { Answer, Body } from '../../api/contract';
import { get, post } from '../../api/http';

/** "Download my data" and "Delete my account" on the profile (issue 33; docs/privacy.md). */
export type LatestExport = Answer<'/api/profile/privacy/exports/latest', 'get'>;
export type ErasurePreview = Answer<'/api/profile/privacy/erasure', 'get'>;
export type ErasureAnswers = Body<'/api/profile/privacy/erasure', 'post'>;

export const fetchLatestExport = () => get<LatestExport>('profile/privacy/exports/latest');
export const requestExport = () => post<Answer<'/api/profile/privacy/exports', 'post'>>('profile/privacy/exports', {});
export const fetchErasurePreview = () => get<ErasurePreview>('profile/privacy/erasure');
export const sendErasureCode = () =>
  post<Answer<'/api/profile/privacy/erasure/code', 'post'>>('profile/privacy/erasure/code', {});
export const eraseAccount = (answers: ErasureAnswers) =>
  post<Answer<'/api/profile/privacy/erasure', 'post'>>('profile/privacy/erasure', answers);
