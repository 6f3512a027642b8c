export default {
  table: {
    selectOne: '請選擇一條數據',
    summary: '合計',
    total: '共 {{total}} 條',
  },
  upload: {
    add: '上傳',
    badType: '只能上傳JPG或PNG格式的圖片',
    tooLarge: '圖片大小不能超過500KB',
  },
};
