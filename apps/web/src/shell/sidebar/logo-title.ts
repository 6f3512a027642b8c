/**
 * The sidebar logo's title (spec 01 §1, §2.6): the project name config.json supplies; else, in the quotation branch
 * — a customer's portal, which is the online quotation and ordering platform — 报价平台 (quotation platform); else
 * the app's name.
 */
export type LogoTitleKey = 'appName' | 'quotationPlatform';

export function logoTitle(
  projectName: string,
  enterpriseKind: string | undefined,
): { text: string } | { key: LogoTitleKey } {
  if (projectName) return { text: projectName };
  return { key: enterpriseKind === 'customer' ? 'quotationPlatform' : 'appName' };
}
