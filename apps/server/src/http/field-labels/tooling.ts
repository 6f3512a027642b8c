import type { Label } from './label.js';

/** Tooling, tooling transfers and production transfers (issue 20). */
export const TOOLING_LABELS: Record<string, Label> = {
  owner: ['Owner', '所有方', '所有方', 'Propietario', '所有者'],
  toFactoryNo: ['Receiving factory', '接收工厂', '接收工廠', 'Fábrica receptora', '受入工場'],
};
