import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Pcb_Demo2026';
export const DEMO_PHONES = {
  platform: '13800000000',
  factory: '13800000001',
  customer: '13800000002',
  supplier: '13800000003',
} as const;

/** Logs in through the login page by phone, the way a person does. */
export async function loginByPhone(page: Page, baseUrl: string, who: keyof typeof DEMO_PHONES): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('Mobile phone number').fill(DEMO_PHONES[who]);
  await page.getByPlaceholder('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
}
