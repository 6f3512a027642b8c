import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
const NAME = '每拼板片数（工厂自定）';
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(who: 'factory' | 'customer'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  await loginByPhone(page, baseUrl, who);
  return page;
}

/** Opens the factory's own PCS_PER_PNL parameter in the parameter dialog. */
async function openParameter(factory: Page): Promise<void> {
  await factory.goto(`${baseUrl}/quotation-parameter-management/index`);
  const row = factory.getByRole('row').filter({ has: factory.getByText('PCS_PER_PNL', { exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();
  await factory.getByLabel('Code').first().waitFor();
}

describe.skipIf(!runsHere(import.meta.url))('pricing: the names a factory enters per language', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a zh-CN name entered by the factory admin is what the zh-CN customer sees in the online quotation form', async () => {
    const factory = await signedIn('factory');
    await openParameter(factory);
    await factory.getByText('Names in other languages').click();
    await factory.getByTestId('names-zh-CN').fill(NAME);
    await factory.getByRole('button', { name: /^OK$/ }).click();
    await factory.getByText('Saved').waitFor();

    try {
      const customer = await signedIn('customer');
      await customer.locator('button:has(.anticon-global)').first().click();
      await customer.getByRole('menuitem', { name: '简体中文', exact: true }).click();
      await customer.goto(`${baseUrl}/online-quotation-management-quotation/index`);
      await customer.getByTestId('param-PCS_PER_PNL').waitFor();
      expect(await customer.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await customer.getByText(NAME, { exact: true }).waitFor();

      // Reopened, the dialog shows the stored name.
      await openParameter(factory);
      await factory.getByText('Names in other languages (1)').click();
      expect(await factory.getByTestId('names-zh-CN').inputValue()).toBe(NAME);
    } finally {
      // Leave the shared demo book as it was: an emptied name is dropped by the server.
      if (!(await factory.getByTestId('names-zh-CN').isVisible())) {
        await openParameter(factory);
        await factory.getByText(/^Names in other languages/).click();
      }
      await factory.getByTestId('names-zh-CN').fill('');
      await factory.getByRole('button', { name: /^OK$/ }).click();
      await factory.getByText('Saved').first().waitFor();
    }
  });
});
