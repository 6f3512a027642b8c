import { defineMessages } from '../../http/i18n.js';
import type { LocalizedText } from '../../http/messages.js';

/** "Download my data" and "Delete my account" (issue 33): what the answers and refusals say. */
export const privacyMessages = {
  exportRequested: {
    en: 'Your archive is being prepared; it will be ready here in a few minutes',
    'zh-CN': '正在准备您的数据包，几分钟后即可在此下载',
    'zh-TW': '正在準備您的資料包，幾分鐘後即可在此下載',
    es: 'Estamos preparando su archivo; estará listo aquí en unos minutos',
    ja: 'アーカイブを準備しています。数分後にここからダウンロードできます',
  },
  exportNotFound: {
    en: 'No such archive of yours',
    'zh-CN': '没有找到您的这个数据包',
    'zh-TW': '沒有找到您的這個資料包',
    es: 'No existe ese archivo suyo',
    ja: 'そのアーカイブは見つかりません',
  },
  exportNotReady: {
    en: 'The archive is not ready yet',
    'zh-CN': '数据包尚未准备好',
    'zh-TW': '資料包尚未準備好',
    es: 'El archivo aún no está listo',
    ja: 'アーカイブはまだ準備できていません',
  },
  exportExpired: {
    en: 'This download link expired 24 hours after the archive was made; ask for a new archive',
    'zh-CN': '下载链接已在数据包生成 24 小时后失效，请重新申请数据包',
    'zh-TW': '下載連結已在資料包生成 24 小時後失效，請重新申請資料包',
    es: 'Este enlace caducó 24 horas después de crear el archivo; pida un archivo nuevo',
    ja: 'このダウンロードリンクは作成から 24 時間で期限切れになりました。新しいアーカイブを申請してください',
  },
  handOverFirst: {
    en: 'You are the only administrator of {enterprises}: make another staff member an administrator in Staff management first, then delete your account',
    'zh-CN': '您是 {enterprises} 唯一的管理员：请先在员工管理中将其他员工设为管理员，再注销账号',
    'zh-TW': '您是 {enterprises} 唯一的管理員：請先在員工管理中將其他員工設為管理員，再註銷賬號',
    es: 'Es el único administrador de {enterprises}: primero nombre administrador a otro empleado en Gestión de personal y luego elimine su cuenta',
    ja: 'あなたは {enterprises} の唯一の管理者です。先に社員管理で別の社員を管理者にしてから、アカウントを削除してください',
  },
  codeSent: {
    en: 'A code has been sent to {to}',
    'zh-CN': '验证码已发送至 {to}',
    'zh-TW': '驗證碼已發送至 {to}',
    es: 'Se envió un código a {to}',
    ja: '{to} にコードを送信しました',
  },
  archiveReadme: {
    en:
      'Everything PCB Union holds about you, as of {at} (UTC): one JSON file per area (account, profile, ' +
      'staff memberships, addresses, invoicing info, bank accounts with masked card numbers, wallet ' +
      'statement in cents, orders, inquiries, messages, work orders, sign-in history), files.json and the ' +
      'files you uploaded under files/.',
    'zh-CN':
      'PCB Union 截至 {at}（UTC）保存的关于您的全部数据：每个方面一个 JSON 文件（账号、资料、所属企业、收货地址、开票信息、银行账户（卡号已掩码）、钱包流水（单位：分）、订单、询价、消息、工单、登录记录），files.json 以及 files/ 下您上传的文件。',
    'zh-TW':
      'PCB Union 截至 {at}（UTC）保存的關於您的全部資料：每個方面一個 JSON 檔案（賬號、資料、所屬企業、收貨地址、開票資訊、銀行賬戶（卡號已遮罩）、錢包流水（單位：分）、訂單、詢價、訊息、工單、登錄記錄），files.json 以及 files/ 下您上傳的檔案。',
    es:
      'Todo lo que PCB Union guarda sobre usted a {at} (UTC): un archivo JSON por área (cuenta, perfil, ' +
      'empresas, direcciones, facturación, cuentas bancarias con el número enmascarado, extracto del ' +
      'monedero en céntimos, pedidos, consultas, mensajes, órdenes de trabajo, historial de inicios de ' +
      'sesión), files.json y los archivos que subió en files/.',
    ja:
      '{at}（UTC）時点で PCB Union が保有するあなたのすべてのデータ：分野ごとの ' +
      'JSON（アカウント、プロフィール、所属企業、住所、請求書情報、銀行口座（番号はマスク）、ウォレット明細（単位：分）、注文、見積依頼、メッセージ、作業指示、サインイン履歴）、files.json、files/ ' +
      '以下のアップロードしたファイル。',
  },
  accountErased: {
    en: 'Your account has been deleted and you have been signed out everywhere',
    'zh-CN': '您的账号已注销，所有设备均已退出登录',
    'zh-TW': '您的賬號已註銷，所有裝置均已登出',
    es: 'Su cuenta se ha eliminado y se ha cerrado su sesión en todas partes',
    ja: 'アカウントを削除し、すべての端末からサインアウトしました',
  },
} satisfies Record<string, LocalizedText>;

/** What erasure removes, one line each. */
export const erasedWords = {
  identity: {
    en: 'Your name, phone number, e-mail address, password and avatar',
    'zh-CN': '您的姓名、手机号、邮箱、密码和头像',
    'zh-TW': '您的姓名、手機號、郵箱、密碼和頭像',
    es: 'Su nombre, teléfono, correo electrónico, contraseña y avatar',
    ja: '氏名、電話番号、メールアドレス、パスワード、アバター',
  },
  profile: {
    en: 'Your member profile, linked WeChat sign-in and two-factor settings',
    'zh-CN': '您的会员资料、绑定的微信登录和两步验证设置',
    'zh-TW': '您的會員資料、綁定的微信登錄和兩步驗證設定',
    es: 'Su perfil de miembro, el acceso vinculado de WeChat y la verificación en dos pasos',
    ja: '会員プロフィール、連携した WeChat サインイン、2 段階認証の設定',
  },
  addresses: {
    en: 'The shipping addresses, invoicing titles and bank accounts of your personal account',
    'zh-CN': '您个人账户的收货地址、开票信息和银行账户',
    'zh-TW': '您個人賬戶的收貨地址、開票資訊和銀行賬戶',
    es: 'Las direcciones de envío, los datos de facturación y las cuentas bancarias de su cuenta personal',
    ja: '個人アカウントの配送先住所、請求書情報、銀行口座',
  },
  signIns: {
    en: 'Your sign-in history and trusted browsers; every session is signed out',
    'zh-CN': '您的登录记录和受信任的浏览器；所有会话均退出登录',
    'zh-TW': '您的登錄記錄和受信任的瀏覽器；所有會話均登出',
    es: 'Su historial de inicios de sesión y navegadores de confianza; se cierran todas las sesiones',
    ja: 'サインイン履歴と信頼済みブラウザ。すべてのセッションをサインアウトします',
  },
  messages: {
    en: 'Your messages and your data archives',
    'zh-CN': '您的消息和数据包',
    'zh-TW': '您的訊息和資料包',
    es: 'Sus mensajes y sus archivos de datos',
    ja: 'メッセージとデータアーカイブ',
  },
} satisfies Record<string, LocalizedText>;

/** What erasure keeps, anonymised, and why. */
export const keptWords = {
  ledger: {
    what: {
      en: 'Wallet and ledger transactions',
      'zh-CN': '钱包和账本交易',
      'zh-TW': '錢包和賬本交易',
      es: 'Movimientos del monedero y del libro contable',
      ja: 'ウォレットと元帳の取引',
    },
    why: {
      en: 'Accounting law requires money movements to be kept, and the ledger is never rewritten',
      'zh-CN': '会计法规要求保留资金往来记录，账本不可改写',
      'zh-TW': '會計法規要求保留資金往來記錄，賬本不可改寫',
      es: 'La ley contable exige conservar los movimientos de dinero y el libro contable nunca se reescribe',
      ja: '会計法令により資金の動きは保存が必要で、元帳は書き換えられません',
    },
  },
  orders: {
    what: {
      en: 'Orders and the inquiries they came from, with your name replaced',
      'zh-CN': '订单及其来源询价（姓名已替换）',
      'zh-TW': '訂單及其來源詢價（姓名已替換）',
      es: 'Pedidos y las consultas de las que proceden, con su nombre sustituido',
      ja: '注文と元の見積依頼（氏名は置き換え）',
    },
    why: {
      en: "They are the enterprise's and the factory's records of sale, and its totals must still add up",
      'zh-CN': '它们是企业和工厂的销售记录，金额必须保持一致',
      'zh-TW': '它們是企業和工廠的銷售記錄，金額必須保持一致',
      es: 'Son los registros de venta de la empresa y de la fábrica, y sus totales deben seguir cuadrando',
      ja: '企業と工場の販売記録であり、合計が合っている必要があります',
    },
  },
  invoices: {
    what: {
      en: 'Invoices applied for, with the title they were made out to',
      'zh-CN': '已申请的发票及其开票抬头',
      'zh-TW': '已申請的發票及其開票抬頭',
      es: 'Facturas solicitadas, con el titular al que se emitieron',
      ja: '申請済みの請求書とその宛名',
    },
    why: {
      en: 'Tax law requires invoices to be kept as they were issued',
      'zh-CN': '税法要求按开具时的内容保存发票',
      'zh-TW': '稅法要求按開具時的內容保存發票',
      es: 'La ley tributaria exige conservar las facturas tal como se emitieron',
      ja: '税法により請求書は発行時のまま保存が必要です',
    },
  },
  records: {
    what: {
      en: 'Work orders, documents you uploaded for an enterprise and the audit log, under your user number only',
      'zh-CN': '工单、您为企业上传的文件和审计日志（仅保留用户编号）',
      'zh-TW': '工單、您為企業上傳的文件和審計日誌（僅保留用戶編號）',
      es: 'Órdenes de trabajo, documentos que subió para una empresa y el registro de auditoría, solo con su número de usuario',
      ja: '作業指示、企業のためにアップロードした書類、監査ログ（ユーザー番号のみ）',
    },
    why: {
      en: "They belong to the enterprise's business, and the audit trail must stay complete",
      'zh-CN': '它们属于企业的业务记录，审计记录必须保持完整',
      'zh-TW': '它們屬於企業的業務記錄，審計記錄必須保持完整',
      es: 'Forman parte de la actividad de la empresa y el registro de auditoría debe seguir completo',
      ja: '企業の業務記録であり、監査証跡は完全である必要があります',
    },
  },
} satisfies Record<string, { what: LocalizedText; why: LocalizedText }>;

defineMessages('privacy', { privacyMessages, erasedWords, keptWords });
