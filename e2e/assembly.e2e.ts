/**
 * Stencil and assembly (issue 22) in a real browser: the AssemblyQuote component alone in the harness (as the
 * instant-quote page mounts it) on arduino-uno's analysis, priced by the real server without signing in, a BOM and a
 * placement file attached and checked; and the factory keeping its tables on the pricing projects screen.
 */
import { analyzeArchive } from '@pcbunion/cam';
import { demoAssemblyTable, quoteAssembly } from '@pcbunion/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { startHarness, type Harness } from './support/harness.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let harness: Harness;
const arduino = analyzeArchive(zipFixture('arduino-uno'), 'arduino-uno.zip');

const text = (testId: string) => page.getByTestId(testId).first().textContent();

describe.skipIf(!runsHere(import.meta.url))('stencil and assembly prices of a dropped board (issue 22)', () => {
  beforeAll(async () => {
    [browser, harness] = await Promise.all([launchChromium(), startHarness(baseUrl)]);
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } });
    await context.addInitScript((analysis) => ((window as unknown as { __analysis: unknown }).__analysis = analysis), {
      assembly: arduino.assembly,
    });
    page = await context.newPage();
    // The first page makes Vite bundle the dependencies: done here, not within a test's time.
    await harness.open(page, 'assembly');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await harness?.close();
  });

  it('shows the stencils and the assembly of arduino-uno, every line explained, and checks a BOM and a placement file', async () => {
    await harness.open(page, 'assembly');
    // Two sides with lands (no paste film: the mask's openings), one framed stencil each.
    await eventually(() => text('stencil-lines-total'), 30_000).toBe('CNY 240.00');
    expect(await page.getByTestId('stencil-lines').textContent()).toContain('Framed stencil for the top: 370 × 470 mm');
    const expected = quoteAssembly(demoAssemblyTable, arduino.assembly, { boards: 10, sourcing: 'customer' });
    if (!expected.ok) throw new Error('the demo table refused arduino-uno');
    await eventually(() => text('assembly-lines-total')).toBe(`CNY ${expected.quote.total}`);
    expect(await page.getByTestId('assembly-lines').textContent()).toContain(
      '93 through-hole joints per board × 10 boards = 930 joints × 0.1500 = 139.50',
    );
    expect(await text('assembly-cross-check')).toContain('Top 148 pads / 43 parts');

    await page.getByText('Frameless').click();
    await eventually(() => text('stencil-lines-total')).toBe('CNY 100.00');

    const bom = 'Designator,Qty,MPN,Footprint\n"R1,R2",2,RC0603,0603\nIC1,1,ATMEGA16U2-MU,QFN32\n';
    const pnp =
      'Designator,Mid X,Mid Y,Rotation,Layer\nR1,10mm,10mm,0,Top\nR2,12mm,10mm,0,Top\nIC1,30mm,20mm,0,Top\nC9,5mm,5mm,0,Bottom\n';
    await page
      .getByTestId('attach-bom')
      .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
      .locator('input[type=file]')
      .setInputFiles({ name: 'bom.csv', mimeType: 'text/csv', buffer: Buffer.from(bom) });
    await page
      .getByTestId('attach-pnp')
      .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
      .locator('input[type=file]')
      .setInputFiles({ name: 'pos.csv', mimeType: 'text/csv', buffer: Buffer.from(pnp) });
    await eventually(() => text('assembly-cross-check')).toContain('1 placed designator(s) are not in the BOM: C9.');
    const check = (await text('assembly-cross-check'))!;
    expect(check).toContain('bom.csv: 3 parts, 2 unique');
    expect(check).toContain('The BOM lists 3 parts, the placement file places 4.');
    expect(await page.getByTestId('assembly-lines').textContent()).toContain(
      '2 unique parts (part numbers in the BOM) × 3.00 = 6.00',
    );
    // The page that mounts the component is told every choice and what it prices to.
    const last = await page.evaluate(() =>
      (
        window as unknown as {
          __choices: Array<{ choices: { kind: string; bom: { name: string } | null }; totals: { stencil: string } }>;
        }
      ).__choices.at(-1),
    );
    expect(last).toMatchObject({
      choices: { kind: 'frameless', bom: { name: 'bom.csv' } },
      totals: { stencil: '100.00' },
    });
  });

  it('lets the factory change its assembly prices on the pricing projects screen', async () => {
    const factory = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } });
    const screen = await factory.newPage();
    try {
      await loginByPhone(screen, baseUrl, 'factory');
      await screen.goto(`${baseUrl}/valuation-project-management/index`);
      const smd = screen.getByTestId('assembly-smdJoint');
      await eventually(() => smd.inputValue(), 20_000).toBe('0.0200');
      await smd.fill('0.0300');
      await screen.getByTestId('assembly-settings-save').click();
      await eventually(() => screen.getByText('Stencil and assembly prices saved').count()).toBeGreaterThan(0);
      const answer = await screen.evaluate(
        async () =>
          (await (await fetch('/api/assembly/settings')).json()) as {
            data: { version: number; assembly: { smdJoint: string } };
          },
      );
      expect(answer.data.assembly.smdJoint).toBe('0.0300');
      await smd.fill('0.0200');
      await screen.getByTestId('assembly-settings-save').click();
      await eventually(
        async () =>
          (
            await screen.evaluate(
              async () =>
                (await (await fetch('/api/assembly/settings')).json()) as { data: { assembly: { smdJoint: string } } },
            )
          ).data.assembly.smdJoint,
      ).toBe('0.0200');
    } finally {
      await factory.close();
    }
  });
});
