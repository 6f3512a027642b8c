export default {
  title: '协同工作台',
  welcome: '欢迎，{{name}}',
  enterpriseLabel: '企业',
  expiryLabel: '系统到期日期',
  noExpiry: '无到期日期',
  yourAreas: '今日待办与功能区',
  noAreas: '尚未为您分配任何功能区。',
  unreadMessages: '未读消息',
  openBiddings: '待处理招标通知',
  recentMessages: '最新消息',
  allMessages: '全部消息',
  noMessages: '暂无消息',
};
