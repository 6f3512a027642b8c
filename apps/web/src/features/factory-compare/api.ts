import type { Body, Schemas } from '../../api/contract';
import { post } from '../../api/http';

export type Comparison = Schemas['FactoryComparison'];
export type ComparedRow = Comparison['rows'][number];
export type Verdict = ComparedRow['design']['verdict'];
export type CompareBody = Body<'/api/pricing/compare', 'post'>;

/** The same board priced in every factory that publishes a book (anyone may ask; it only reads). */
export const getComparison = (body: CompareBody, signal?: AbortSignal) =>
  post<Comparison>('pricing/compare', body, { readOnly: true, silent: true, signal });
