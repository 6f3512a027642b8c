export default {
  title: '協同工作台',
  welcome: '歡迎，{{name}}',
  enterpriseLabel: '企業',
  expiryLabel: '系統到期日期',
  noExpiry: '無到期日期',
  yourAreas: '今日待辦與功能區',
  noAreas: '尚未為您分配任何功能區。',
  unreadMessages: '未讀消息',
  openBiddings: '待處理招標通知',
  recentMessages: '最新消息',
  allMessages: '全部消息',
  noMessages: '暫無消息',
};
