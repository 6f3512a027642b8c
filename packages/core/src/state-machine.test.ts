import { describe, expect, it } from 'vitest';
import { stateTable } from './state-machine.js';

const table = stateTable([
  { action: 'send', from: 'draft', to: 'sent', by: 'factory' },
  { action: 'answer', from: ['sent', 'disputed'], to: 'answered', by: ['customer', 'factory'] },
  { action: 'cancel', from: ['draft', 'sent'], to: 'cancelled', by: 'factory' },
] as const);

describe('stateTable', () => {
  it('finds the row of an action and whether it starts from a state, for one state or several', () => {
    expect(table.transition('answer').to).toBe('answered');
    expect(table.canApply('send', 'draft')).toBe(true);
    expect(table.canApply('send', 'sent')).toBe(false);
    expect(table.canApply('answer', 'disputed')).toBe(true);
  });

  it("lists a role's actions in the table's order, every role's without one, and honours the area's condition", () => {
    expect(table.actionsFor('sent', 'factory')).toEqual(['answer', 'cancel']);
    expect(table.actionsFor('sent', 'customer')).toEqual(['answer']);
    expect(table.actionsFor('draft')).toEqual(['send', 'cancel']);
    expect(table.actionsFor('sent', 'factory', (row) => row.action !== 'cancel')).toEqual(['answer']);
  });
});
