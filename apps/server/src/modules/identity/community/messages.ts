import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

export const communityMessages = {
  created: {
    en: 'Invite link created',
    'zh-CN': '邀请链接已创建',
    'zh-TW': '邀請鏈接已創建',
    es: 'Enlace de invitación creado',
    ja: '招待リンクを作成しました',
  },
  revoked: {
    en: 'Invite link revoked',
    'zh-CN': '邀请链接已撤销',
    'zh-TW': '邀請鏈接已撤銷',
    es: 'Enlace de invitación revocado',
    ja: '招待リンクを取り消しました',
  },
  alreadyRevoked: {
    en: 'The invite link is already revoked',
    'zh-CN': '该邀请链接已撤销',
    'zh-TW': '該邀請鏈接已撤銷',
    es: 'El enlace ya está revocado',
    ja: 'この招待リンクは既に取り消されています',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { communityMessages });
