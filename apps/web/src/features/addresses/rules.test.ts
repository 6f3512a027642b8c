import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addressRules, invoicingRule } from './rules';

const t = ((key: string, values?: { max?: number }) =>
  values?.max ? `${key}:${values.max}` : key) as unknown as TFunction<'addresses'>;

/** Runs an antd rule of the form the way antd does, with the other fields' values. */
async function check(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}): Promise<string | null> {
  const resolved = typeof rule === 'function' ? rule({ getFieldValue: (name: string) => fields[name] } as never) : rule;
  try {
    await resolved.validator!({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the address form runs core’s rules', () => {
  const rules = addressRules(t);
  it('checks the phone against the area code chosen beside it', async () => {
    expect(await check(rules.phone[0]!, '1391234', { areaCode: '+86' })).toBe('problems.badPhone');
    expect(await check(rules.phone[0]!, '91234567', { areaCode: '+852' })).toBeNull();
    expect(await check(rules.phone[0]!, '', { areaCode: '+86' })).toBe('problems.required');
  });

  it('wants a recipient, a full region and a detail address, with their limits', async () => {
    expect(await check(rules.recipient[0]!, ' ')).toBe('problems.required');
    expect(await check(rules.recipient[0]!, 'x'.repeat(51))).toBe('problems.tooLong:50');
    expect(await check(rules.region[0]!, [])).toBe('problems.required');
    expect(await check(rules.region[0]!, ['44'])).toBe('problems.badRegion');
    expect(await check(rules.region[0]!, ['44', '4403', '440305'])).toBeNull();
    expect(await check(rules.company[0]!, '')).toBeNull();
  });
});

describe('each invoicing field is checked on its own', () => {
  it('reports only that field’s problem', async () => {
    expect(await check(invoicingRule(t, 'email')[0]!, 'nope')).toBe('problems.badEmail');
    expect(await check(invoicingRule(t, 'taxpayerNo')[0]!, '123')).toBe('problems.badTaxpayerNo');
    expect(await check(invoicingRule(t, 'bank')[0]!, '')).toBe('problems.required');
    expect(await check(invoicingRule(t, 'bankCardNo')[0]!, '6222 0200 1234 5678')).toBeNull();
  });

  it('takes a mobile, a landline or an international number as the phone (core isTelephone)', async () => {
    for (const phone of ['13912345678', '0755-12345678', '075512345678', '+86 755 1234 5678'])
      expect(await check(invoicingRule(t, 'phone')[0]!, phone), phone).toBeNull();
    for (const phone of ['123456', 'call me', '123456789012345'])
      expect(await check(invoicingRule(t, 'phone')[0]!, phone), phone).toBe('problems.badTelephone');
  });
});
