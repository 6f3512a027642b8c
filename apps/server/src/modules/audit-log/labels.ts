import { defineLabels } from '../../http/field-labels.js';
import type { Label } from '../../http/field-labels/label.js';

/**
 * The audit log's own labels: its search fields, and fields its rows often hold that no form labels (a change to
 * any other field reads with that field's form label, see changes.ts).
 */
export const AUDIT_LABELS: Record<string, Label> = {
  actor: ['Person', '操作人', '操作人', 'Persona', '操作者'],
  entity: ['Record type', '记录类型', '記錄類型', 'Tipo de registro', '記録の種類'],
  record: ['Record', '记录', '記錄', 'Registro', '記録'],
  isAdmin: ['Administrator', '管理员', '管理員', 'Administrador', '管理者'],
  is_admin: ['Administrator', '管理员', '管理員', 'Administrador', '管理者'],
  permissionMask: ['Permissions', '权限', '權限', 'Permisos', '権限'],
  staffName: ['Staff name', '员工姓名', '員工姓名', 'Nombre del empleado', '従業員名'],
  phone: ['Phone', '手机号', '手機號', 'Teléfono', '電話番号'],
  jobNumber: ['Job number', '工号', '工號', 'N.º de empleado', '社員番号'],
  department: ['Department', '部门', '部門', 'Departamento', '部署'],
  avatarUrl: ['Avatar', '头像', '頭像', 'Avatar', 'アバター'],
  expiresOn: ['Valid until', '有效期至', '有效期至', 'Válido hasta', '有効期限'],
};

export const auditLogLabels = defineLabels('audit-log', AUDIT_LABELS);
