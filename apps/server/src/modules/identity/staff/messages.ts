import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

export const staffMessages = {
  lastAdmin: {
    en: 'The enterprise needs at least one active administrator with staff management; this change would leave none',
    'zh-CN': '企业至少需要一名拥有员工管理权限的有效管理员，此操作将导致没有管理员',
    'zh-TW': '企業至少需要一名擁有員工管理權限的有效管理員，此操作將導致沒有管理員',
    es: 'La empresa necesita al menos un administrador activo con gestión de personal; este cambio no dejaría ninguno',
    ja: '企業には従業員管理権限を持つ有効な管理者が少なくとも1人必要です。この変更では管理者がいなくなります',
  },
  jobNumberTaken: {
    en: 'Job number {job} is already used in this enterprise',
    'zh-CN': '工号 {job} 在本企业已被使用',
    'zh-TW': '工號 {job} 在本企業已被使用',
    es: 'El número de empleado {job} ya se usa en esta empresa',
    ja: '社員番号 {job} はこの企業で既に使われています',
  },
  badJobNumber: {
    en: 'job_number: only letters, digits, - and _ (at most 32)',
    'zh-CN': 'job_number：只能包含字母、数字、- 和 _（最多32位）',
    'zh-TW': 'job_number：只能包含字母、數字、- 和 _（最多32位）',
    es: 'job_number: solo letras, dígitos, - y _ (máximo 32)',
    ja: 'job_number: 英数字、-、_ のみ（32文字まで）',
  },
  staffExists: {
    en: 'This person is already staff of the enterprise',
    'zh-CN': '此人已是本企业员工',
    'zh-TW': '此人已是本企業員工',
    es: 'Esta persona ya forma parte del personal de la empresa',
    ja: 'この人は既にこの企業の従業員です',
  },
  staffDisabledExists: {
    en: 'This person is disabled staff of the enterprise; enable them instead',
    'zh-CN': '此人是本企业已停用的员工，请直接启用',
    'zh-TW': '此人是本企業已停用的員工，請直接啟用',
    es: 'Esta persona está desactivada en la empresa; actívela en su lugar',
    ja: 'この人は無効化された従業員です。有効化してください',
  },
  outsideKind: {
    en: 'auth_codes: screen {code} cannot be granted in this kind of enterprise',
    'zh-CN': 'auth_codes：菜单 {code} 不能授予此类企业',
    'zh-TW': 'auth_codes：菜單 {code} 不能授予此類企業',
    es: 'auth_codes: la pantalla {code} no se puede conceder en este tipo de empresa',
    ja: 'auth_codes: 画面 {code} はこの種類の企業には付与できません',
  },
  beyondOwn: {
    en: 'auth_codes: you can only grant screens you hold yourself (screen {code})',
    'zh-CN': 'auth_codes：只能授予您自己拥有的菜单（菜单 {code}）',
    'zh-TW': 'auth_codes：只能授予您自己擁有的菜單（菜單 {code}）',
    es: 'auth_codes: solo puede conceder pantallas que usted tiene (pantalla {code})',
    ja: 'auth_codes: 自分が持つ画面しか付与できません（画面 {code}）',
  },
  added: {
    en: 'Staff member added',
    'zh-CN': '员工已添加',
    'zh-TW': '員工已添加',
    es: 'Empleado añadido',
    ja: '従業員を追加しました',
  },
  saved: { en: 'Saved', 'zh-CN': '保存成功', 'zh-TW': '保存成功', es: 'Guardado', ja: '保存しました' },
  invited: {
    en: 'Invitation created; the person joins with the enterprise number {no} and a code sent to their phone',
    'zh-CN': '邀请已创建；对方凭企业编号 {no} 和发送到其手机的验证码加入',
    'zh-TW': '邀請已創建；對方憑企業編號 {no} 和發送到其手機的驗證碼加入',
    es: 'Invitación creada; la persona se une con el número de empresa {no} y un código enviado a su teléfono',
    ja: '招待を作成しました。企業番号 {no} と携帯に届く認証コードで参加できます',
  },
  invitationSent: {
    en: 'Invitation sent to {phone}: they become staff once they accept it',
    'zh-CN': '已向 {phone} 发送邀请：对方接受后成为员工',
    'zh-TW': '已向 {phone} 發送邀請：對方接受後成為員工',
    es: 'Invitación enviada a {phone}: pasará a ser personal cuando la acepte',
    ja: '{phone} に招待を送りました。承諾すると従業員になります',
  },
  invitationTitle: {
    en: 'Invitation to join {name}',
    'zh-CN': '{name} 邀请您加入',
    'zh-TW': '{name} 邀請您加入',
    es: 'Invitación para unirse a {name}',
    ja: '{name} への参加招待',
  },
  invitationBody: {
    en: '{name} invites you to join as staff. Accept or decline it on your personal profile page.',
    'zh-CN': '{name} 邀请您成为员工，请在个人资料页面接受或拒绝。',
    'zh-TW': '{name} 邀請您成為員工，請在個人資料頁面接受或拒絕。',
    es: '{name} le invita a unirse como personal. Acéptela o recházela en su página de perfil personal.',
    ja: '{name} から従業員としての参加招待が届きました。個人情報ページで承諾または辞退してください。',
  },
  invitationDeclined: {
    en: 'Invitation declined',
    'zh-CN': '已拒绝邀请',
    'zh-TW': '已拒絕邀請',
    es: 'Invitación rechazada',
    ja: '招待を辞退しました',
  },
  invitationClosed: {
    en: 'The invitation is no longer pending',
    'zh-CN': '该邀请已不是待处理状态',
    'zh-TW': '該邀請已不是待處理狀態',
    es: 'La invitación ya no está pendiente',
    ja: 'この招待は保留中ではありません',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { staffMessages });
