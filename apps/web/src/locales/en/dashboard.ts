export default {
  title: 'Collaboration workbench',
  welcome: 'Welcome, {{name}}',
  enterpriseLabel: 'Enterprise',
  expiryLabel: 'System expiry date',
  noExpiry: 'No expiry date',
  yourAreas: 'Your areas today',
  noAreas: 'No areas are granted to you yet.',
  unreadMessages: 'Unread messages',
  openBiddings: 'Open bidding notices',
  recentMessages: 'Recent messages',
  allMessages: 'All messages',
  noMessages: 'No messages yet',
};
