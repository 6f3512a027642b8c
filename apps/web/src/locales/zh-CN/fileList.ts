/** 企业在各模块上传的文件（/file-list）。 */
export default {
  title: '文件列表',
  intro: '企业上传的所有文件，无论来自哪个页面。',
  signInFirst: '登录后查看企业的文件。',
  signIn: '登录',
  keyword: '文件名',
  search: '搜索',
  refresh: '刷新',
  preview: '预览',
  download: '下载',
  noPreview: '此类文件无法在此显示，请下载查看。',
  close: '关闭',
  export: '导出 Excel',
  field: { name: '文件名', module: '模块', kind: '类别', type: '类型', size: '大小', uploadedBy: '上传人', createdAt: '上传时间' },
  module: { gerber: 'Gerber 文件', 'work-order': '工单', profile: '个人资料', member: '会员信息', staff: '员工', other: '其他' },
  kind: { file: '文件', image: '图片' },
};
