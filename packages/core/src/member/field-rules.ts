/** What a member-centre form field can be wrong with; each app maps the problems to its texts. */
export type MemberFieldProblem =
  | 'required'
  | 'tooLong'
  | 'badPhone'
  /** Not a mobile, landline or international number (account/telephone.ts). */
  | 'badTelephone'
  | 'badEmail'
  | 'badAreaCode'
  | 'badTaxpayerNo'
  | 'badBankCardNo'
  | 'badRegion'
  | 'badChoice';

export interface MemberProblem<F extends string = string> {
  field: F;
  problem: MemberFieldProblem;
  /** The length limit, for tooLong. */
  max?: number;
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Required text of at most `max` characters (counted as the user sees them). */
export function checkText(
  value: string | null | undefined,
  max: number,
  required = true,
): Pick<MemberProblem, 'problem' | 'max'> | null {
  if (isBlank(value)) return required ? { problem: 'required' } : null;
  return [...value!.trim()].length > max ? { problem: 'tooLong', max } : null;
}

/** The first problem of the checks, in order, naming its field. */
export function firstMemberProblem<F extends string>(
  checks: Array<[F, Pick<MemberProblem, 'problem' | 'max'> | MemberFieldProblem | null]>,
): MemberProblem<F> | null {
  for (const [field, found] of checks) {
    if (!found) continue;
    return typeof found === 'string' ? { field, problem: found } : { field, ...found };
  }
  return null;
}
