import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const here = path.dirname(fileURLToPath(import.meta.url));
const namespaces = fs
  .readdirSync(path.join(here, 'en'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

async function catalogue(lang: string, ns: string): Promise<Record<string, unknown> | null> {
  const file = path.join(here, lang, `${ns}.ts`);
  if (!fs.existsSync(file)) return null;
  return ((await import(file)) as { default: Record<string, unknown> }).default;
}

describe('every language has exactly the English keys', () => {
  it('finds the namespaces', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'login', 'dashboard', 'shell', 'routes', 'components']),
    );
  });

  for (const ns of namespaces) {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${lang}/${ns}`, async () => {
        const english = keysOf(await catalogue('en', ns)).sort();
        const other = await catalogue(lang, ns);
        expect(other, `${lang}/${ns}.ts is missing`).not.toBeNull();
        expect(keysOf(other).sort()).toEqual(english);
      });
    }
  }

  it('keeps the messages the spec quotes verbatim in zh-CN', async () => {
    const shell = (await catalogue('zh-CN', 'shell')) as { sessionReplaced: string; password: Record<string, string> };
    expect(shell.sessionReplaced).toBe('该账号已在其他端点登录，请重新登录！');
    expect(shell.password).toMatchObject({
      required: '必填信息不能为空！',
      weakPassword: '密码至少8位且必须包含大小写字母和数字！',
      passwordMismatch: '输入密码不一致！',
      changed: '密码修改成功!',
      userNotFound: '未查询到登录用户信息!',
      wrongOld: '原密码不正确!',
    });
    const components = (await catalogue('zh-CN', 'components')) as { table: Record<string, string> };
    expect(components.table.selectOne).toBe('请选择一条数据');
    expect(components.table.summary).toBe('合计');
  });

  it('every string is non-empty', async () => {
    for (const ns of namespaces) {
      for (const lang of LANGUAGES) {
        const flat = JSON.stringify(await catalogue(lang, ns));
        expect(flat, `${lang}/${ns}`).not.toMatch(/:""/);
      }
    }
  });
});
