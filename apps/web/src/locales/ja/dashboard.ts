export default {
  title: 'コラボレーション・ワークベンチ',
  welcome: 'ようこそ、{{name}} さん',
  enterpriseLabel: '企業',
  expiryLabel: 'システム有効期限',
  noExpiry: '有効期限なし',
  yourAreas: '本日の担当エリア',
  noAreas: 'まだ利用できるエリアがありません。',
  unreadMessages: '未読メッセージ',
  openBiddings: '未対応の入札通知',
  recentMessages: '最近のメッセージ',
  allMessages: 'すべてのメッセージ',
  noMessages: 'メッセージはありません',
};
