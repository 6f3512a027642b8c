import { describe, expect, it } from 'vitest';
import type { AuthInfo, MenuEntry } from '../../api/session';
import { isAdminProduct, smallBellOf } from '../../stores/session';
import { contextMenuLeft } from '../tags-view/TagContextMenu';
import { homeAfterLogin, sessionChecksEnabled } from './checks';
import { backoffDelay, channelUrl } from './message-channel';

const info = (menus: Partial<MenuEntry>[]) => ({ menus }) as AuthInfo;

describe('session flags (spec 01 §6)', () => {
  it('enables the bell for the member centre or consultation and complaints', () => {
    expect(smallBellOf(info([{ menu_no: 900, menu_name: 'Member centre' }]))).toBe(1);
    expect(smallBellOf(info([{ menu_no: 1000, menu_name: 'x' }]))).toBe(1);
    expect(smallBellOf(info([{ menu_no: 5, menu_name: '咨询与投诉' }]))).toBe(1);
    expect(smallBellOf(info([{ menu_no: 200, menu_name: 'Procurement', menu_names: { 'zh-CN': '采购管理' } }]))).toBe(
      0,
    );
  });

  it('sets the admin flag when the product id is not the platform one', () => {
    expect(isAdminProduct('pcb_uniontrans')).toBe(false);
    expect(isAdminProduct('other_product')).toBe(true);
  });
});

describe('periodic checks and hosts (spec 01 §9)', () => {
  it('does not run the validity checks on development hosts unless forced', () => {
    expect(sessionChecksEnabled('localhost')).toBe(false);
    expect(sessionChecksEnabled('127.0.0.1')).toBe(false);
    expect(sessionChecksEnabled('portal.pcbunion.example')).toBe(true);
    (globalThis as { window?: unknown }).window = { __PCB_CHECKS__: true };
    try {
      expect(sessionChecksEnabled('127.0.0.1')).toBe(true);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it('sends a signed-in user from /login to / on ordinary hosts', () => {
    expect(homeAfterLogin('portal.pcbunion.example')).toBe('/');
  });
});

describe('the message channel (spec 01 §7)', () => {
  it('uses ws:// or wss:// on the same origin', () => {
    expect(channelUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/ws');
    expect(channelUrl({ protocol: 'https:', host: 'portal.example' })).toBe('wss://portal.example/ws');
  });

  it('reconnects with a doubling backoff capped at 30 s', () => {
    expect([0, 1, 2, 3, 10].map((a) => backoffDelay(a, () => 0))).toEqual([1000, 2000, 4000, 8000, 30000]);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });
});

describe('the tab context menu (spec 01 §2.7)', () => {
  it('stays inside the right edge of the window', () => {
    expect(contextMenuLeft(100, 1200)).toBe(100);
    expect(contextMenuLeft(1190, 1200)).toBe(1200 - 160 - 8);
  });
});
