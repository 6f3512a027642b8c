import type { LocalizedText } from '../../http/messages.js';

/** Refusals and answers of supplier bidding, in the five languages. */
export const purchasingMessages = {
  published: { en: 'Purchasing request published', 'zh-CN': '采购需求已发布', 'zh-TW': '採購需求已發布', es: 'Solicitud de compra publicada', ja: '購買依頼を公開しました' },
  bidSaved: { en: 'Bid submitted', 'zh-CN': '投标已提交', 'zh-TW': '投標已提交', es: 'Oferta enviada', ja: '入札を提出しました' },
  awarded: { en: 'Award decided; the suppliers have been told', 'zh-CN': '已定标，已通知各供应商', 'zh-TW': '已定標，已通知各供應商', es: 'Adjudicación decidida; se avisó a los proveedores', ja: '落札を決定し、各仕入先に通知しました' },
  cancelled: { en: 'Purchasing request cancelled', 'zh-CN': '采购需求已取消', 'zh-TW': '採購需求已取消', es: 'Solicitud de compra cancelada', ja: '購買依頼を取り消しました' },
  biddingClosed: { en: 'Bidding closed at the deadline; the bid was not accepted', 'zh-CN': '已过投标截止时间，投标未被接受', 'zh-TW': '已過投標截止時間，投標未被接受', es: 'La licitación cerró en la fecha límite; la oferta no se aceptó', ja: '締切を過ぎたため入札は受け付けられません' },
  stillBidding: { en: 'Bids stay sealed until the deadline; award after it', 'zh-CN': '截止时间前投标保密，请在截止后定标', 'zh-TW': '截止時間前投標保密，請在截止後定標', es: 'Las ofertas siguen selladas hasta la fecha límite; adjudique después', ja: '締切まで入札は非公開です。締切後に落札を決定してください' },
  alreadyAwarded: { en: 'This purchasing request is already awarded', 'zh-CN': '该采购需求已定标', 'zh-TW': '該採購需求已定標', es: 'Esta solicitud de compra ya está adjudicada', ja: 'この購買依頼はすでに落札決定済みです' },
  alreadyCancelled: { en: 'This purchasing request was cancelled', 'zh-CN': '该采购需求已取消', 'zh-TW': '該採購需求已取消', es: 'Esta solicitud de compra fue cancelada', ja: 'この購買依頼は取り消されました' },
  bidChanged: { en: 'The bid was changed meanwhile (now version {version}); reload and try again', 'zh-CN': '投标已被修改（当前第 {version} 版），请刷新后重试', 'zh-TW': '投標已被修改（當前第 {version} 版），請刷新後重試', es: 'La oferta cambió entretanto (versión {version}); recargue e intente de nuevo', ja: '入札は変更されています（現在 第{version}版）。再読み込みしてください' },
  noSuppliers: { en: 'Your enterprise has no suppliers yet: invite one first', 'zh-CN': '贵企业还没有供应商，请先邀请供应商', 'zh-TW': '貴企業還沒有供應商，請先邀請供應商', es: 'Su empresa aún no tiene proveedores: invite uno primero', ja: '仕入先がまだありません。先に招待してください' },
  notYourSupplier: { en: 'is not one of your suppliers', 'zh-CN': '不是贵企业的供应商', 'zh-TW': '不是貴企業的供應商', es: 'no es uno de sus proveedores', ja: '貴社の仕入先ではありません' },
  notYourFile: { en: 'names a file your enterprise did not upload', 'zh-CN': '不是本企业上传的文件', 'zh-TW': '不是本企業上傳的文件', es: 'nombra un archivo que su empresa no subió', ja: '自社がアップロードしたファイルではありません' },
  notABid: { en: 'names a bid that is not on this request', 'zh-CN': '不是本采购需求的投标', 'zh-TW': '不是本採購需求的投標', es: 'nombra una oferta que no es de esta solicitud', ja: 'この購買依頼の入札ではありません' },
  buyersOnly: { en: 'Only a factory publishes purchasing requests', 'zh-CN': '只有工厂可以发布采购需求', 'zh-TW': '只有工廠可以發布採購需求', es: 'Solo una fábrica publica solicitudes de compra', ja: '購買依頼を公開できるのは工場だけです' },
  badNumber: { en: 'must be a number', 'zh-CN': '必须是数字', 'zh-TW': '必須是數字', es: 'debe ser un número', ja: '数値である必要があります' },
  notPositive: { en: 'must be greater than 0', 'zh-CN': '必须大于 0', 'zh-TW': '必須大於 0', es: 'debe ser mayor que 0', ja: '0 より大きい必要があります' },
  tooManyDecimals: { en: 'has at most {scale} decimals', 'zh-CN': '最多 {scale} 位小数', 'zh-TW': '最多 {scale} 位小數', es: 'tiene como máximo {scale} decimales', ja: '小数は {scale} 桁までです' },
  tooLarge: { en: 'is too large', 'zh-CN': '数值过大', 'zh-TW': '數值過大', es: 'es demasiado grande', ja: '大きすぎます' },
  badDate: { en: 'must be a date (YYYY-MM-DD)', 'zh-CN': '必须是日期（YYYY-MM-DD）', 'zh-TW': '必須是日期（YYYY-MM-DD）', es: 'debe ser una fecha (AAAA-MM-DD)', ja: '日付（YYYY-MM-DD）である必要があります' },
  badDateTime: { en: 'must be a date and time', 'zh-CN': '必须是日期时间', 'zh-TW': '必須是日期時間', es: 'debe ser una fecha y hora', ja: '日時である必要があります' },
  deadlineTooSoon: { en: 'must be at least 5 minutes from now', 'zh-CN': '必须晚于当前时间至少 5 分钟', 'zh-TW': '必須晚於當前時間至少 5 分鐘', es: 'debe ser al menos 5 minutos después de ahora', ja: '現在から 5 分以上後である必要があります' },
  deadlineTooFar: { en: 'must be within a year', 'zh-CN': '必须在一年之内', 'zh-TW': '必須在一年之內', es: 'debe estar dentro de un año', ja: '1 年以内である必要があります' },
  dateBeforeToday: { en: 'cannot be before today', 'zh-CN': '不能早于今天', 'zh-TW': '不能早於今天', es: 'no puede ser anterior a hoy', ja: '今日より前にはできません' },
  validityBeforeDeadline: { en: 'must last at least until the bid deadline ({date})', 'zh-CN': '至少要到投标截止日（{date}）', 'zh-TW': '至少要到投標截止日（{date}）', es: 'debe durar al menos hasta la fecha límite ({date})', ja: '入札締切日（{date}）まで有効である必要があります' },
} satisfies Record<string, LocalizedText>;

/** The messages the suppliers get (message centre, bell, and the notice card). */
export const biddingNoticeTexts = {
  invitedTitle: (no: string, name: string): LocalizedText => ({
    en: `Invitation to bid ${no}: ${name}`,
    'zh-CN': `招标邀请 ${no}：${name}`,
    'zh-TW': `招標邀請 ${no}：${name}`,
    es: `Invitación a licitar ${no}: ${name}`,
    ja: `入札案内 ${no}：${name}`,
  }),
  invitedBody: (buyer: string, deadline: string): LocalizedText => ({
    en: `${buyer} invites you to bid before ${deadline} (UTC).`,
    'zh-CN': `${buyer} 邀请您在 ${deadline}（UTC）前投标。`,
    'zh-TW': `${buyer} 邀請您在 ${deadline}（UTC）前投標。`,
    es: `${buyer} le invita a ofertar antes del ${deadline} (UTC).`,
    ja: `${buyer} から ${deadline}（UTC）までの入札依頼があります。`,
  }),
  wonTitle: (no: string): LocalizedText => ({ en: `Your bid on ${no} was awarded`, 'zh-CN': `您在 ${no} 的投标已中标`, 'zh-TW': `您在 ${no} 的投標已中標`, es: `Su oferta en ${no} fue adjudicada`, ja: `${no} の入札が落札されました` }),
  lostTitle: (no: string): LocalizedText => ({ en: `Your bid on ${no} was not awarded`, 'zh-CN': `您在 ${no} 的投标未中标`, 'zh-TW': `您在 ${no} 的投標未中標`, es: `Su oferta en ${no} no fue adjudicada`, ja: `${no} の入札は落札されませんでした` }),
  cancelledTitle: (no: string): LocalizedText => ({ en: `Purchasing request ${no} was cancelled`, 'zh-CN': `采购需求 ${no} 已取消`, 'zh-TW': `採購需求 ${no} 已取消`, es: `La solicitud de compra ${no} fue cancelada`, ja: `購買依頼 ${no} は取り消されました` }),
};
