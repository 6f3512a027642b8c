import type { Label } from './label.js';

/** People, staff, profile. */
export const PEOPLE_LABELS: Record<string, Label> = {
  name: ['Name', '名称', '名稱', 'Nombre', '名前'],
  satff_member: ['Staff member', '员工', '員工', 'Empleado', 'スタッフ'],
  purpose: ['Purpose', '用途', '用途', 'Finalidad', '用途'],
  destination: ['Destination', '目的地', '目的地', 'Destino', '宛先'],
};
