import type { Label } from './label.js';

/** People, staff, profile. */
export const PEOPLE_LABELS: Record<string, Label> = {
  name: ['Name', '名称', '名稱', 'Nombre', '名前'],
  names: ['Names', '名称', '名稱', 'Nombres', '名称'],
  gender: ['Gender', '性别', '性別', 'Sexo', '性別'],
  birthday: ['Birthday', '生日', '生日', 'Fecha de nacimiento', '誕生日'],
  qq_no: ['QQ number', 'QQ 号', 'QQ 號', 'Número de QQ', 'QQ番号'],
  wechat_no: ['WeChat ID', '微信号', '微信號', 'ID de WeChat', 'WeChat ID'],
  staff_name: ['Staff name', '员工姓名', '員工姓名', 'Nombre del empleado', 'スタッフ名'],
  staff_member: ['Staff member', '员工', '員工', 'Empleado', 'スタッフ'],
  satff_member: ['Staff member', '员工', '員工', 'Empleado', 'スタッフ'],
  job_number: ['Job number', '工号', '工號', 'Número de empleado', '社員番号'],
  department: ['Department', '部门', '部門', 'Departamento', '部署'],
  is_admin: ['Administrator', '管理员', '管理員', 'Administrador', '管理者'],
  auth_codes: ['Permissions', '权限', '權限', 'Permisos', '権限'],
  expires_in_days: ['Valid for (days)', '有效天数', '有效天數', 'Válido (días)', '有効日数'],
  expires_on: ['Expiry date', '到期日期', '到期日期', 'Fecha de vencimiento', '有効期限'],
  max_uses: ['Maximum uses', '最多使用次数', '最多使用次數', 'Usos máximos', '最大使用回数'],
  purpose: ['Purpose', '用途', '用途', 'Finalidad', '用途'],
  supplier_enterprise_no: ['Supplier number', '供应商编号', '供應商編號', 'Número de proveedor', 'サプライヤー番号'],
  todowork_uid: ['To-do', '待办', '待辦', 'Tarea', 'ToDo'],
  channel: ['Channel', '渠道', '渠道', 'Canal', 'チャネル'],
  destination: ['Destination', '目的地', '目的地', 'Destino', '宛先'],
};
