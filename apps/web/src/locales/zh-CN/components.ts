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
};
