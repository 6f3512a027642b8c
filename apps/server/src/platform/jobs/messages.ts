import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const jobMessages = {
  notFound: {
    en: 'No job {id}',
    'zh-CN': '任务 {id} 不存在',
    'zh-TW': '任務 {id} 不存在',
    es: 'No existe el trabajo {id}',
    ja: 'ジョブ {id} はありません',
  },
  notFailed: {
    en: 'Job {id} is {status}: only a failed job can be retried',
    'zh-CN': '任务 {id} 的状态为 {status}：只有失败的任务可以重试',
    'zh-TW': '任務 {id} 的狀態為 {status}：只有失敗的任務可以重試',
    es: 'El trabajo {id} está {status}: solo se puede reintentar un trabajo fallido',
    ja: 'ジョブ {id} は {status} です。失敗したジョブのみ再試行できます',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('platform/jobs', { jobMessages });
