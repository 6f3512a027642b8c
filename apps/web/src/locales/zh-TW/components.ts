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
  reveal: {
    button: '顯示完整號碼',
    title: '顯示完整號碼',
    hint: '請輸入您的登錄密碼查看完整號碼。號碼只在此處顯示，關閉對話框後即隱藏。',
    password: '密碼',
    show: '顯示',
    close: '關閉',
  },
};
