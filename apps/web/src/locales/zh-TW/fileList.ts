/** 企業在各模組上傳的檔案（/file-list）。 */
export default {
  title: '檔案列表',
  intro: '企業上傳的所有檔案，無論來自哪個頁面。',
  signInFirst: '登入後查看企業的檔案。',
  signIn: '登入',
  keyword: '檔案名稱',
  search: '搜尋',
  refresh: '重新整理',
  preview: '預覽',
  download: '下載',
  noPreview: '此類檔案無法在此顯示，請下載查看。',
  close: '關閉',
  export: '匯出 Excel',
  field: { name: '檔案名稱', module: '模組', kind: '類別', type: '類型', size: '大小', uploadedBy: '上傳人', createdAt: '上傳時間' },
  module: { gerber: 'Gerber 檔案', 'work-order': '工單', profile: '個人資料', member: '會員資訊', staff: '員工', other: '其他' },
  kind: { file: '檔案', image: '圖片' },
};
