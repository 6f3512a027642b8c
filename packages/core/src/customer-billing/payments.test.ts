import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationProblem,
  customerInvoicePaymentActions,
  customerInvoicePaymentStatus,
  invoiceOpenCents,
} from './index.js';

interface Invoice {
  total: bigint;
  paid: bigint;
  writtenOff: bigint;
}
interface Receipt {
  amount: bigint;
  allocations: Array<{ invoice: number; amount: bigint }>;
  reversed: boolean;
}

const cents = fc.bigInt({ min: 1n, max: 5_000_00n });
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    amount: cents,
    parts: fc.array(fc.record({ invoice: fc.nat(4), amount: fc.bigInt({ min: -10n, max: 6_000_00n }) }), {
      maxLength: 4,
    }),
  }),
  fc.record({ kind: fc.constant('reverse' as const), receipt: fc.nat(20) }),
  fc.record({ kind: fc.constant('write_off' as const), invoice: fc.nat(4) }),
);

describe('customer payments', () => {
  it('moves an invoice from issued through partly paid to paid or written off', () => {
    const s = (paid: bigint, writtenOff: bigint, sent = false) =>
      customerInvoicePaymentStatus({ totalCents: 100_00n, paidCents: paid, writtenOffCents: writtenOff, sent });
    expect(s(0n, 0n)).toBe('issued');
    expect(s(0n, 0n, true)).toBe('sent');
    expect(s(1n, 0n)).toBe('partly_paid');
    expect(s(100_00n, 0n)).toBe('paid');
    expect(s(99_00n, 1_00n)).toBe('written_off');
    expect(customerInvoicePaymentActions('partly_paid', 'factory')).toEqual(['record_payment', 'write_off']);
    expect(customerInvoicePaymentActions('paid', 'factory')).toEqual([]);
    expect(customerInvoicePaymentActions('issued', 'customer')).toEqual([]);
  });

  it('names the first allocation that does not add up', () => {
    const open = () => 10_00n;
    expect(allocationProblem(20_00n, [{ invoiceNo: 'A', amountCents: 10_01n }], open)).toMatchObject({
      field: 'allocations.0.amount',
      problem: 'beyond_open',
    });
    expect(
      allocationProblem(
        20_00n,
        [
          { invoiceNo: 'A', amountCents: 1n },
          { invoiceNo: 'A', amountCents: 1n },
        ],
        open,
      ),
    ).toMatchObject({ field: 'allocations.1.invoiceNo', problem: 'twice' });
    expect(
      allocationProblem(
        15_00n,
        [
          { invoiceNo: 'A', amountCents: 10_00n },
          { invoiceNo: 'B', amountCents: 5_01n },
        ],
        open,
      ),
    ).toMatchObject({ field: 'allocations', problem: 'beyond_receipt', unallocated: 15_00n });
  });

  it('keeps allocations and open amounts adding up to the cent whatever is received, reversed or written off', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 5, maxLength: 5 }),
        fc.array(operation, { maxLength: 40 }),
        (totals, ops) => {
          const invoices: Invoice[] = totals.map((total) => ({ total, paid: 0n, writtenOff: 0n }));
          const receipts: Receipt[] = [];
          for (const op of ops) {
            if (op.kind === 'receive') {
              const parts = op.parts.map((p) => ({ invoiceNo: String(p.invoice), amountCents: p.amount }));
              const problem = allocationProblem(op.amount, parts, (no) => {
                const i = invoices[Number(no)]!;
                return invoiceOpenCents(i.total, i.paid, i.writtenOff);
              });
              if (problem) continue;
              for (const p of op.parts) invoices[p.invoice]!.paid += p.amount;
              receipts.push({ amount: op.amount, allocations: op.parts, reversed: false });
            } else if (op.kind === 'reverse') {
              const r = receipts[op.receipt];
              if (!r || r.reversed) continue;
              for (const a of r.allocations) invoices[a.invoice]!.paid -= a.amount;
              r.reversed = true;
            } else {
              const i = invoices[op.invoice]!;
              i.writtenOff += invoiceOpenCents(i.total, i.paid, i.writtenOff);
            }
            for (const [n, i] of invoices.entries()) {
              const open = invoiceOpenCents(i.total, i.paid, i.writtenOff);
              expect(open).toBeGreaterThanOrEqual(0n);
              const allocated = receipts
                .filter((r) => !r.reversed)
                .flatMap((r) => r.allocations)
                .filter((a) => a.invoice === n)
                .reduce((s, a) => s + a.amount, 0n);
              expect(allocated).toBe(i.paid);
              expect(allocated + i.writtenOff + open).toBe(i.total);
              const status = customerInvoicePaymentStatus({
                totalCents: i.total,
                paidCents: i.paid,
                writtenOffCents: i.writtenOff,
                sent: false,
              });
              expect(status === 'paid' || status === 'written_off').toBe(open === 0n);
            }
            for (const r of receipts) {
              const allocated = r.allocations.reduce((s, a) => s + a.amount, 0n);
              expect(allocated).toBeLessThanOrEqual(r.amount);
              expect(allocated > 0n || r.allocations.length === 0).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
