import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../apps/server/src/server.js';
import { startWeChatStandIn, type WeChatStandIn } from '../apps/server/test/wechat-stand-in.js';
import { ApiClient, codeFromOutbox, freshPhone } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { eventually } from './support/shell.js';

let standIn: WeChatStandIn;
let server: RunningServer;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/**
 * WeChat sign-in end to end (spec 01 §2.4, issue 30 item 2): a server of its own whose WeChat provider points at a
 * real OAuth 2.0 server on loopback (oauth2-mock-server) standing in for WeChat's QR page, token and userinfo.
 */
describe.skipIf(!runsHere(import.meta.url))('WeChat sign-in', () => {
  beforeAll(async () => {
    standIn = await startWeChatStandIn();
    Object.assign(process.env, standIn.env);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-e2e-wechat-'));
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      checkResponses: true,
      dataDir,
      databaseUrl: undefined,
    });
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await standIn?.stop();
    for (const key of Object.keys(standIn?.env ?? {})) delete process.env[key];
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('signs a first-time WeChat user into a WeChat-only account, who then binds a phone from the profile', async () => {
    const nickname = `Wx${Date.now() % 100000}`;
    standIn.scanAs({ openid: `o-e2e-${Date.now()}`, unionid: `u-e2e-${Date.now()}`, nickname });
    await page.goto(`${server.url}/login`);
    const entry = page.getByTestId('wechat-login');
    await entry.waitFor();
    const toStandIn = page.waitForRequest((r) => r.url().startsWith(`${standIn.url}/connect/qrconnect`));
    await entry.click();
    await toStandIn;
    await page.waitForURL(/\/dashboard$/);

    // WeChat-only: no phone, no password; the profile offers to bind a phone.
    await page.goto(`${server.url}/personal-Information/index`);
    const card = page.getByTestId('phone-binding');
    await card.waitFor();
    await eventually(() => page.getByTestId('personal-information').getByRole('textbox').first().inputValue()).toBe(
      nickname,
    );
    const phone = freshPhone();
    await card.getByPlaceholder('Mobile phone number').fill(phone);
    await card.getByTestId('get-code').click();
    await card.getByPlaceholder(/code/i).fill(await codeFromOutbox(server.url, `+86 ${phone}`));
    await card.getByTestId('phone-binding-password').fill('Bound_pass1');
    await card.getByTestId('phone-binding-submit').click();
    await eventually(() => card.isVisible()).toBe(false);
    await eventually(() => page.getByText(`+86 ${phone}`).isVisible()).toBe(true);

    // The bound phone and password now sign in too.
    await ApiClient.login(server.url, phone, 'Bound_pass1');
  });

  it('tells a refused WeChat sign-in in the reader language, and offers the entry in that language', async () => {
    await page.goto(`${server.url}/login?wechat=denied`);
    await eventually(() => page.getByText('WeChat sign-in was cancelled').isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('');

    const zh = await browser.newContext({ locale: 'zh-CN' });
    const zhPage = await zh.newPage();
    await zhPage.goto(`${server.url}/login?wechat=failed`);
    await eventually(() => zhPage.getByText('微信登录失败，请重试').isVisible()).toBe(true);
    await eventually(() => zhPage.getByTestId('wechat-login').textContent()).toContain('微信登录');
    await zh.close();
  });
});
