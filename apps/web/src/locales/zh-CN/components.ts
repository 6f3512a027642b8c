export default {
  table: {
    selectOne: '请选择一条数据',
    summary: '合计',
    total: '共 {{total}} 条',
  },
  upload: {
    add: '上传',
    badType: '只能上传JPG或PNG格式的图片',
    tooLarge: '图片大小不能超过500KB',
  },
  reveal: {
    button: '显示完整号码',
    title: '显示完整号码',
    hint: '请输入您的登录密码查看完整号码。号码只在此处显示，关闭对话框后即隐藏。',
    password: '密码',
    show: '显示',
    close: '关闭',
  },
};
